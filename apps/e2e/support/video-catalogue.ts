import { expect, type APIRequestContext } from '@playwright/test';

/** A video title holding markup, which must show as text wherever it appears. */
export const HOSTILE_TITLE =
  'Photosynthesis <img src=x onerror=alert("title")> <script>alert("title")</script> in leaves';

/** A small curated catalogue, added by an administrator through the API. */
export async function seedCatalogue(request: APIRequestContext, admin: { authorization: string }) {
  const created = await request.post('/socratica/api/admin/video/categories', {
    headers: admin,
    data: { name: 'Biology', description: 'Plants, cells and life' },
  });
  expect([201, 409]).toContain(created.status());
  const categories = await request.get('/socratica/api/admin/video/categories', { headers: admin });
  const { categories: all } = (await categories.json()) as { categories: { id: number; name: string }[] };
  const category = all.find((c) => c.name === 'Biology')!;
  const videos = [
    ['Lf1ghtLeaf1', 'Photosynthesis explained: how leaves catch light', 'Leafy Lessons', 'UCleafylessons'],
    ['Lf1ghtLeaf2', 'Photosynthesis and the Calvin cycle', 'Leafy Lessons', 'UCleafylessons'],
    ['GrnSc1ence1', 'Photosynthesis in five minutes', 'Green Science', 'UCgreenscience'],
    ['GrnSc1ence2', 'Why leaves are green: photosynthesis pigments', 'Green Science', 'UCgreenscience'],
    ['H0st1leT1tl', HOSTILE_TITLE, 'Leafy Lessons', 'UCleafylessons'],
  ];
  for (const [videoId, title, channel, channelId] of videos) {
    const response = await request.post('/socratica/api/admin/video/videos', {
      headers: admin,
      data: {
        category_id: category.id,
        title,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        channel,
        channel_id: channelId,
        description: `${title}. A clear lesson on how plants turn light into sugar.`,
        duration: 'PT6M30S',
        quality_score: 8,
      },
    });
    expect([201, 409], await response.text()).toContain(response.status());
  }
}
