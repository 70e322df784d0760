import { CoachError } from '../../coach/coach.js';
import { HttpError } from '../../lib/http-errors.js';

/** A coach failure becomes a 502 whose detail is the spec's sentence; the reason underneath goes to the log. */
export async function askCoach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CoachError) throw new HttpError(502, error.message, {}, { cause: error });
    throw error;
  }
}
