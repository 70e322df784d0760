import type { Pagination } from '@socratica/contracts';

export interface PageRequest {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit;

export const paginationOf = ({ page, limit }: PageRequest, total: number): Pagination => ({
  page,
  limit,
  total,
  total_pages: Math.ceil(total / limit),
});
