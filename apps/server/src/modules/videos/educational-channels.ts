/**
 * Channels whose videos rank higher and count as educational (DESIGN D12). Configured with
 * SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS as comma-separated `channel_id=Name`; these by default.
 */
export const BUILT_IN_EDUCATIONAL_CHANNELS: ReadonlyMap<string, string> = new Map([
  ['UC4a-Gbdw7vOaccHmFo40b9g', 'Khan Academy'],
  ['UCX6b17PVsYBQ0ip5gyeme-Q', 'CrashCourse'],
  ['UCYO_jab_esuFRV4b17AJtAw', '3Blue1Brown'],
  ['UCsooa4yRKGN_zEE8iknghZA', 'TED-Ed'],
  ['UCHnyfMqiRRG1u-2MsSQLbXA', 'Veritasium'],
  ['UCsXVk37bltHxD1rDPwtNM8Q', 'Kurzgesagt – In a Nutshell'],
  ['UCZYTClx2T1of7BRZ86-8fow', 'SciShow'],
  ['UCEBb1b_L6zDS3xTUrIALZOw', 'MIT OpenCourseWare'],
  ['UCoxcjq-8xIDTYp3uz647V5A', 'Numberphile'],
  ['UCb2HGwORFBo94DmRx4oLzow', 'Amoeba Sisters'],
  ['UCAuUUnT6oDeKwE6v1NGQxug', 'TED'],
  ['UC9-y-6csu5WGm29I7JiwpnA', 'Computerphile'],
  ['UCUHW94eEFW7hkUMVaZz4eDg', 'minutephysics'],
  ['UCvBqzzvUBLCs8Y7Axb-jZew', 'Sixty Symbols'],
  ['UC7_gcs09iThXybpVgjHZ_7g', 'PBS Space Time'],
  ['UC6107grRI4m0o2-emgoDnAA', 'SmarterEveryDay'],
  ['UCEik-U3T6u6JA0XiHLbNbOw', 'Bozeman Science'],
  ['UCEWpbFLzoYGPfuWUMFPSaoA', 'The Organic Chemistry Tutor'],
  ['UCtYLUTtgS3k1Fg4y5tAhLbw', 'StatQuest with Josh Starmer'],
  ['UCcabW7890RKJzL968QWEykA', 'CS50'],
  ['UC8butISFwT-Wl7EV0hUK0BQ', 'freeCodeCamp.org'],
  ['UCbfYPyITQ-7l4upoX8nvctg', 'Two Minute Papers'],
]);

const CHANNEL_ID = /^[\w-]{2,64}$/;

/**
 * The channels SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS names, in its order: `UC…=Name` entries, or a
 * bare id (then named by its id). Unset or blank means the built-in list. A malformed entry stops
 * the start, with the entry named, rather than quietly boosting nothing.
 */
export function educationalChannels(setting: string | undefined): ReadonlyMap<string, string> {
  if (setting === undefined || setting.trim() === '') return BUILT_IN_EDUCATIONAL_CHANNELS;
  const channels = new Map<string, string>();
  for (const entry of setting.split(',')) {
    if (entry.trim() === '') continue;
    const separator = entry.indexOf('=');
    const id = (separator < 0 ? entry : entry.slice(0, separator)).trim();
    const name = separator < 0 ? id : entry.slice(separator + 1).trim() || id;
    if (!CHANNEL_ID.test(id)) {
      throw new Error(
        `SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: "${entry.trim()}" is not a channel; write channel_id=Name, like UC4a-Gbdw7vOaccHmFo40b9g=Khan Academy.`,
      );
    }
    channels.set(id, name);
  }
  return channels;
}
