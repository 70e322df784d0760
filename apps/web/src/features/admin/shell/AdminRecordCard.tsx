import { Card, DataList } from '@mantine/core';
import { getValueAtPath, humanize, type DataTableColumn } from 'mantine-datatable';
import { Fragment, type ReactNode } from 'react';
import classes from './AdminTable.module.css';

/** The column's header as the table shows it: its title, or its accessor made readable. */
function titleOf<T>({ title, accessor }: DataTableColumn<T>): ReactNode {
  return title ?? humanize(String(accessor));
}

function isActions<T>(column: DataTableColumn<T>): boolean {
  const title = titleOf(column);
  return column.accessor === 'actions' || title === '' || title === 'Actions';
}

function cellOf<T>({ render, accessor }: DataTableColumn<T>, record: T, index: number): ReactNode {
  return render ? render(record, index) : (getValueAtPath(record, String(accessor)) as ReactNode);
}

interface AdminRecordCardProps<T> {
  record: T;
  index: number;
  columns: DataTableColumn<T>[];
  renderCard?: (record: T) => ReactNode;
}

/** One row of an admin table on a phone: its fields, each beside its column's title, then its buttons. */
export function AdminRecordCard<T>({ record, index, columns, renderCard }: AdminRecordCardProps<T>) {
  const shown = columns.filter((column) => !column.hidden);
  // A row with nothing to do (a job that has not failed has no Retry) shows no empty button row.
  const actions = shown
    .filter(isActions)
    .map((column) => ({ key: String(column.accessor), cell: cellOf(column, record, index) }))
    .filter(({ cell }) => cell != null && cell !== false);
  return (
    <Card component="li" withBorder radius="md" padding="xs">
      {renderCard ? (
        renderCard(record)
      ) : (
        <DataList
          size="sm"
          gap={4}
          classNames={{ item: classes.field, itemLabel: classes.fieldLabel, itemValue: classes.fieldValue }}
        >
          {shown
            .filter((column) => !isActions(column))
            .map((column) => (
              <DataList.Item key={String(column.accessor)}>
                <DataList.ItemLabel>{titleOf(column)}</DataList.ItemLabel>
                <DataList.ItemValue>{cellOf(column, record, index)}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList>
      )}
      {actions.length > 0 && (
        <div className={classes.actions}>
          {actions.map(({ key, cell }) => (
            <Fragment key={key}>{cell}</Fragment>
          ))}
        </div>
      )}
    </Card>
  );
}
