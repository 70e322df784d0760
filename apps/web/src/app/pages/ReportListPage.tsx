import { Page } from '../../components/Page';
import { ReportList } from '../../features/reports/components/ReportList';

export function ReportListPage() {
  return (
    <Page
      title="Your Reports"
      lead="Every session you have started, with its scores. Open one for the full report."
    >
      <ReportList />
    </Page>
  );
}
