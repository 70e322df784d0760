import { useLocation, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { ReportDetail } from '../../features/reports/components/ReportDetail';
import { learningGainsFrom } from '../routing/report-state';

export function ReportDetailPage() {
  const { sessionId = '' } = useParams();
  const freshGains = learningGainsFrom(useLocation().state);
  return (
    <Page title="Learning Report">
      <ReportDetail sessionId={sessionId} freshGains={freshGains} />
    </Page>
  );
}
