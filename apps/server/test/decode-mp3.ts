import { MPEGDecoder } from 'mpg123-decoder';

/** An MP3 decoded back to samples, as a podcast app would play it, so tests can measure what was made. */
export async function decodeMp3(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    return decoder.decode(mp3);
  } finally {
    decoder.free();
  }
}
