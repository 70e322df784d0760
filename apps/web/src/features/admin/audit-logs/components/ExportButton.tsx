import type { AuditLogFilter } from '@socratica/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useAdminBanner } from '../../shell/admin-banner';
import { actionFailureText } from '../../shell/admin-failure-text';
import { isRepeatClick } from '../../../../components/act-once';
import { useExportAuditLogsMutation } from '../api/export-audit-logs';

/** Downloads the rows the filters select, every page of them, as CSV (issue 12). */
export function ExportButton({ filter }: { filter: AuditLogFilter }) {
  const exportLogs = useExportAuditLogsMutation();
  const banner = useAdminBanner();
  // Set at the click itself: another click can come before the busy button is rendered.
  const exporting = useRef(false);

  function start() {
    if (exporting.current) return;
    exporting.current = true;
    exportLogs.mutate(filter, {
      onSettled: () => {
        exporting.current = false;
      },
      onSuccess: (filename) => notifications.show({ color: 'green', message: `Downloaded ${filename}.` }),
      onError: (error) => banner.show(actionFailureText('Failed to export audit logs', error)),
    });
  }

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exportLogs.isPending}
      onClick={(event) => {
        if (!isRepeatClick(event)) start();
      }}
    >
      Export CSV
    </Button>
  );
}
