import { Box } from '@mantine/core';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { RequireAdmin } from './routing/RequireAdmin';
import { RequireSession } from './routing/RequireSession';
import { RouteError } from './routing/RouteError';

// Every page, and the signed-in layout, is its own chunk: the login page downloads only the shell and its form.
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => (
      <Box component="main">
        <PageLoader label="Loading Socratica…" />
      </Box>
    ),
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }) },
      {
        // DESIGN D15: the QR code's page is public, like the login page.
        path: 'podcast-subscribe',
        lazy: async () => ({
          Component: (await import('./pages/PodcastSubscribePage')).PodcastSubscribePage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./pages/LandingPage')).LandingPage }),
              },
              {
                path: 'quiz',
                lazy: async () => ({ Component: (await import('./pages/QuizPage')).QuizPage }),
              },
              {
                // DESIGN D14: the podcasts' quiz link, /assessment?podcast_episode={id}.
                path: 'assessment',
                lazy: async () => ({ Component: (await import('./pages/QuizPage')).QuizPage }),
              },
              {
                path: 'chat',
                lazy: async () => ({ Component: (await import('./pages/ChatPage')).ChatPage }),
              },
              {
                path: 'final-quiz',
                lazy: async () => ({ Component: (await import('./pages/FinalQuizPage')).FinalQuizPage }),
              },
              {
                path: 'post-assessment/:sessionId',
                lazy: async () => ({
                  Component: (await import('./pages/PostAssessmentPage')).PostAssessmentPage,
                }),
              },
              {
                path: 'podcasts',
                lazy: async () => ({ Component: (await import('./pages/PodcastsPage')).PodcastsPage }),
              },
              {
                // Issue 39: the quiz after an episode, on what it said.
                path: 'podcasts/:episodeId/quiz',
                lazy: async () => ({
                  Component: (await import('../features/podcast-quiz/components/EpisodeQuizPage'))
                    .EpisodeQuizPage,
                }),
              },
              {
                // Issue 40: spaced review of what was missed.
                path: 'review',
                lazy: async () => ({
                  Component: (await import('../features/review/components/ReviewPage')).ReviewPage,
                }),
              },
              {
                // Issue 40 §5: the learner's own gains, reviews and cards due.
                path: 'progress',
                lazy: async () => ({
                  Component: (await import('../features/progress/components/ProgressPage')).ProgressPage,
                }),
              },
              {
                path: 'report',
                lazy: async () => ({ Component: (await import('./pages/ReportListPage')).ReportListPage }),
              },
              {
                path: 'report/:sessionId',
                lazy: async () => ({
                  Component: (await import('./pages/ReportDetailPage')).ReportDetailPage,
                }),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'admin',
                    lazy: async () => ({ Component: (await import('./pages/AdminPage')).AdminPage }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
