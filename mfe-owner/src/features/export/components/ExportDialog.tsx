import { useState } from 'react';
import { Button, Checkbox, Modal, Radio, Typography } from 'antd';
import { useToast } from '@referrals/ui';
import { useCampaignExport } from '../api/export-campaigns.ts';
import { useRefereeExport } from '../api/export-referees.ts';
import { useReferrerExport } from '../api/export-referrers.ts';
import { buildCsv, exportFileName } from '../lib/csv.ts';
import { downloadCsv } from '../lib/download-csv.ts';
import {
  defaultExportFields,
  exportFieldLabel,
  exportFieldsOf,
  orderedExportFields,
  type ExportKind,
} from '../lib/export-fields.ts';
import * as styles from './export.module.css';

interface ExportDialogProps {
  open: boolean;
  /** The business whose data is exported. */
  userId: string;
  onClose: () => void;
}

const KIND_LABELS: Record<ExportKind, { title: string; hint: string }> = {
  campaigns: { title: 'Campaigns', hint: 'Every campaign with its settings' },
  referrers: { title: 'Referrers', hint: 'Everyone who joined your campaigns' },
  friends: { title: 'Friends', hint: 'The friends your referrers brought, with their vouchers' },
};

/** docs/product-rules.md §8 texts of an export's outcome. */
const OUTCOME: Record<ExportKind, { done: string; failed: string }> = {
  campaigns: { done: 'Campaigns data has been exported to CSV', failed: 'Failed to export campaigns' },
  referrers: { done: 'Referrers data has been exported to CSV', failed: 'Failed to export referrers' },
  friends: { done: 'Friends data has been exported to CSV', failed: 'Failed to export friends' },
};

/**
 * The Export Data dialog (docs/product-rules.md §2, §4): pick Campaigns, Referrers or Friends, tick fields (docs/product-rules.md §3 defaults), then
 * Export CSV downloads the file built in the browser. Success closes the dialog and keeps the choice; Cancel
 * forgets it.
 */
export function ExportDialog({ open, userId, onClose }: ExportDialogProps) {
  const { toast } = useToast();
  const [kind, setKind] = useState<ExportKind | null>(null);
  const [fields, setFields] = useState<string[]>([]);

  const finish = (exportKind: ExportKind, records: readonly object[], chosen: readonly string[]) => {
    downloadCsv(buildCsv(records, chosen, window.location.origin), exportFileName(exportKind, new Date()));
    toast({ title: 'Export successful', description: OUTCOME[exportKind].done });
    onClose();
  };
  const fail = (exportKind: ExportKind) =>
    toast({ title: 'Export failed', description: OUTCOME[exportKind].failed, variant: 'destructive' });

  const campaignExport = useCampaignExport();
  const referrerExport = useReferrerExport();
  const refereeExport = useRefereeExport();
  const isExporting = campaignExport.isPending || referrerExport.isPending || refereeExport.isPending;

  const chooseKind = (next: ExportKind) => {
    setKind(next);
    setFields(defaultExportFields(next));
  };

  const cancel = () => {
    if (isExporting) return;
    setKind(null);
    setFields([]);
    onClose();
  };

  const startExport = () => {
    if (!kind) return;
    const chosen = orderedExportFields(kind, fields);
    const callbacks = {
      onSuccess: (records: readonly object[]) => finish(kind, records, chosen),
      onError: () => fail(kind),
    };
    if (kind === 'campaigns') campaignExport.mutate(userId, callbacks);
    else if (kind === 'referrers') referrerExport.mutate(userId, callbacks);
    else refereeExport.mutate(userId, callbacks);
  };

  const offered = kind ? exportFieldsOf(kind) : [];

  return (
    <Modal
      open={open}
      title="Export Data"
      onCancel={cancel}
      width={640}
      mask={{ closable: !isExporting }}
      footer={[
        <Button key="cancel" onClick={cancel} disabled={isExporting}>
          Cancel
        </Button>,
        <Button
          key="export"
          type="primary"
          onClick={startExport}
          disabled={!kind || fields.length === 0}
          loading={isExporting}
        >
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>,
      ]}
    >
      <p className={styles.intro}>
        Choose what to export, tick the columns you want, and download a CSV file. The file's first row names
        each column by its field name (e.g. firstName), as spreadsheets and other programs expect.
      </p>
      <Radio.Group
        aria-label="Data to export"
        value={kind}
        onChange={(event) => chooseKind(event.target.value as ExportKind)}
        className={styles.kinds}
      >
        {(Object.keys(KIND_LABELS) as ExportKind[]).map((option) => (
          <Radio
            key={option}
            value={option}
            className={kind === option ? `${styles.kind} ${styles.chosen}` : styles.kind}
          >
            <strong>{KIND_LABELS[option].title}</strong>
            <div className={styles.kindHint}>{KIND_LABELS[option].hint}</div>
          </Radio>
        ))}
      </Radio.Group>

      {kind && (
        <section aria-labelledby="export-fields-title" className={styles.fields}>
          <div className={styles.fieldsHead}>
            <h3 id="export-fields-title" className={styles.fieldsTitle}>
              Fields ({fields.length} of {offered.length})
            </h3>
            <span className={styles.bulkActions}>
              <Button type="link" onClick={() => setFields([...offered])}>
                Select all
              </Button>
              <Button type="link" onClick={() => setFields([])}>
                Clear
              </Button>
            </span>
          </div>
          <Checkbox.Group value={fields} onChange={(next) => setFields(next)} className={styles.fieldList}>
            {offered.map((field) => (
              <Checkbox key={field} value={field} className={styles.field}>
                {exportFieldLabel(field)}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {fields.length === 0 && (
            <Typography.Paragraph type="warning" className={styles.noField}>
              Tick at least one field to export.
            </Typography.Paragraph>
          )}
        </section>
      )}
    </Modal>
  );
}
