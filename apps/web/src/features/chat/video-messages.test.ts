import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import {
  reportFailureText,
  searchFailureText,
  upvoteFailureText,
  videoFeedbackProblem,
} from './video-messages';

const failure = (status: number, detail?: string) =>
  new ApiError('POST', 'video-feedback/upvote', status, detail);

describe('videoFeedbackProblem', () => {
  it('needs a video id, then a URL', () => {
    expect(videoFeedbackProblem({ video_id: '', url: '' })).toBe(
      'Error: Could not extract video ID from video data',
    );
    expect(videoFeedbackProblem({ video_id: 'not an id', url: 'https://youtu.be/x' })).toBe(
      'Error: Could not extract video ID from video data',
    );
    expect(videoFeedbackProblem({ video_id: 'dQw4w9WgXcQ', url: '  ' })).toBe('Error: Video URL is missing');
    expect(videoFeedbackProblem({ video_id: 'dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull();
  });
});

describe('upvoteFailureText', () => {
  it('uses the spec’s sentences for 401, 403 and 422, whatever the server said', () => {
    expect(upvoteFailureText(failure(401, 'Token expired.'))).toBe(
      'Authentication failed. Please log in again.',
    );
    expect(upvoteFailureText(failure(403))).toBe('Permission denied. Admin access may be required.');
    expect(upvoteFailureText(failure(422, 'Video URL is missing'))).toBe(
      'Invalid video data. Please try with a different video.',
    );
  });

  it('shows the server’s detail otherwise, or the status', () => {
    expect(upvoteFailureText(failure(429, 'Too many votes. Try again in a minute.'))).toBe(
      'Too many votes. Try again in a minute.',
    );
    expect(upvoteFailureText(failure(500))).toBe('Failed to upvote video (500)');
    expect(upvoteFailureText(new NetworkError())).toBe('Failed to upvote video (Network error)');
  });
});

describe('reportFailureText', () => {
  it('gives the status and the server’s text', () => {
    expect(reportFailureText(failure(422, 'A reason for the report must not be blank.'))).toBe(
      'Failed to report video: 422 A reason for the report must not be blank. Please try again.',
    );
    expect(reportFailureText(failure(500))).toBe('Failed to report video: 500. Please try again.');
    expect(reportFailureText(new NetworkError())).toBe(
      'Failed to report video: Network error. Please try again.',
    );
  });
});

describe('searchFailureText', () => {
  it('adds the server’s detail when there is one', () => {
    expect(searchFailureText(failure(503, 'The video search is busy.'))).toBe(
      'Failed to search videos: The video search is busy.',
    );
    expect(searchFailureText(failure(500))).toBe('Failed to search videos');
  });
});
