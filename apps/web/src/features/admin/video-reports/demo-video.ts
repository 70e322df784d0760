import type { Video } from '@socratica/contracts';

/**
 * The sample the "Test Video Popup" demo opens: a real, widely known educational video, so the embedded
 * player works as it does for learners.
 */
export const DEMO_VIDEO: Video = {
  video_id: 'aircAruvnKk',
  url: 'https://www.youtube.com/watch?v=aircAruvnKk',
  title: 'But what is a neural network? | Deep learning chapter 1',
  channel: '3Blue1Brown',
  channel_id: 'UCYO_jab_esuFRV4b17AJtAw',
  thumbnail: 'https://i.ytimg.com/vi/aircAruvnKk/mqdefault.jpg',
  description: 'A sample video for the admin panel’s preview of the dialog learners see.',
  view_count: null,
  duration: null,
  metadata: {
    title: 'But what is a neural network? | Deep learning chapter 1',
    channel: '3Blue1Brown',
    embed_url: 'https://www.youtube-nocookie.com/embed/aircAruvnKk',
  },
  valid: true,
};
