import {
  PODCAST_ARCHIVE_PAGE_SIZE,
  PODCAST_SORT_FIELDS,
  type PodcastCatalogQuery,
  type PodcastSortField,
} from '@socratica/contracts';
import { useSearchParams } from 'react-router';

export interface ArchiveFilters {
  q: string;
  topic: string;
  sortBy: PodcastSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
}

const DEFAULTS: ArchiveFilters = { q: '', topic: '', sortBy: 'publish_date', sortOrder: 'desc', page: 1 };
const PARAM = { q: 'q', topic: 'topic', sortBy: 'sort_by', sortOrder: 'sort_order', page: 'page' } as const;

/**
 * Browse Archive's search, topic, sort, order and page, kept in the address (issue 13): a reload, a shared
 * link or Back shows the same page. A changed filter starts again at page 1.
 */
export function useArchiveParams() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const update = (change: Partial<ArchiveFilters>) => {
    const next = { ...filters, ...change, page: change.page ?? 1 };
    setParams(
      (current) => {
        const written = new URLSearchParams(current);
        for (const [name, param] of Object.entries(PARAM) as [keyof ArchiveFilters, string][]) {
          const value = next[name];
          if (value === DEFAULTS[name]) written.delete(param);
          else written.set(param, String(value));
        }
        return written;
      },
      { replace: change.page === undefined },
    );
  };

  const clear = () => update({ ...DEFAULTS });
  const filtered = filters.q !== '' || filters.topic !== '';
  return { filters, update, clear, filtered, query: catalogQuery(filters) };
}

function readFilters(params: URLSearchParams): ArchiveFilters {
  const sortBy = params.get(PARAM.sortBy);
  const page = Number(params.get(PARAM.page));
  return {
    q: params.get(PARAM.q) ?? '',
    topic: params.get(PARAM.topic) ?? '',
    sortBy: PODCAST_SORT_FIELDS.includes(sortBy as PodcastSortField)
      ? (sortBy as PodcastSortField)
      : 'publish_date',
    sortOrder: params.get(PARAM.sortOrder) === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function catalogQuery(filters: ArchiveFilters): PodcastCatalogQuery {
  return {
    page: filters.page,
    limit: PODCAST_ARCHIVE_PAGE_SIZE,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    ...(filters.topic ? { topic_filter: filters.topic } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}
