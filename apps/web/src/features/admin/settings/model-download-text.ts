import type { LocalModelProgress, LocalModelStatus } from '@socratica/contracts';

/**
 * A size as disk and download tools give it, in powers of 1000: '2.5 GB', '840.2 MB', '150 KB'. Models are
 * published with these units (the Hub shows 2.5 GB for 2,497,276,032 bytes).
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} KB`;
  return `${bytes} bytes`;
}

/** 'less than a minute left', 'about 3 minutes left', 'about 1 hour 5 minutes left'. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return `about ${plural(minutes, 'minute')} left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${plural(hours, 'hour')}${rest > 0 ? ` ${plural(rest, 'minute')}` : ''} left`;
}

/** '1.2 GB of 2.5 GB · 8.4 MB/s · about 3 minutes left', leaving out what is not known. */
export function progressLine(progress: LocalModelProgress, running: boolean): string {
  const parts = [
    progress.total === null
      ? `${formatBytes(progress.bytes)} so far`
      : `${formatBytes(progress.bytes)} of ${formatBytes(progress.total)}`,
  ];
  if (running && progress.bytes_per_second !== null && progress.bytes_per_second > 0) {
    parts.push(`${formatBytes(progress.bytes_per_second)}/s`);
  }
  if (running && progress.seconds_left !== null) parts.push(formatTimeLeft(progress.seconds_left));
  return parts.join(' · ');
}

/** The state in words, with which coach learners get meanwhile. */
export function stateSentence(model: LocalModelStatus): string {
  switch (model.state) {
    case 'not_needed':
      return 'Not used: the server runs another provider.';
    case 'missing':
      return model.downloadable
        ? 'Not downloaded yet: learners get the offline coach until it is.'
        : 'The model file is missing: learners get the offline coach until it is there.';
    case 'downloading':
      return 'Downloading: learners get the offline coach until it is done.';
    case 'paused':
      return 'Paused: what arrived is kept, and Resume continues from there. Learners get the offline coach meanwhile.';
    case 'verifying':
      return 'Checking the file’s size and SHA-256…';
    case 'ready':
      if (model.serving === 'embedded') return 'Ready: learners get the embedded model.';
      return model.load_error
        ? 'Downloaded, but the server could not load it: learners get the offline coach.'
        : 'Downloaded. Learners get the offline coach until the server has loaded the model.';
    case 'failed':
      return 'The download stopped: learners get the offline coach until the model is here.';
  }
}
