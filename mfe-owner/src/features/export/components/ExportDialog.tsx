import { useState } from 'react';
import { Button, Checkbox, Modal, Radio, Typography } from 'antd';
import { useToast } from '@referrals/ui';
import { useCampaignExport } from '../api/export-campaigns.ts';
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

interface ExportDialogProps {
  open: boolean;
  /** The business whose data is exported. */
  userId: string;
  onClose: () => void;
}

const KIND_LABELS: Record<ExportKind, { title: string; hint: string }> = {
  campaigns: { title: 'Campaigns', hint: 'Every campaign with its settings' },
  referrers: { title: 'Referrers', hint: 'Everyone who joined your campaigns' },
};

/** docs/product-rules.md §8 texts of an export's outcome. */
const OUTCOME: Record<ExportKind, { done: string; failed: string }> = {
  campaigns: { done: 'Campaigns data has been exported to CSV', failed: 'Failed to export campaigns' },
  referrers: { done: 'Referrers data has been exported to CSV', failed: 'Failed to export referrers' },
};

/**
 * The Export Data dialog (docs/product-rules.md §2, §4): pick Campaigns or Referrers, tick fields (docs/product-rules.md §3 defaults), then
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
  const isExporting = campaignExport.isPending || referrerExport.isPending;

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
    else referrerExport.mutate(userId, callbacks);
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
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        Choose what to export, tick the columns you want, and download a CSV file. The file's first row names
        each column by its field name (e.g. firstName), as spreadsheets and other programs expect.
      </Typography.Paragraph>
      <Radio.Group
        aria-label="Data to export"
        value={kind}
        onChange={(event) => chooseKind(event.target.value as ExportKind)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 8 }}
      >
        {(Object.keys(KIND_LABELS) as ExportKind[]).map((option) => (
          <Radio
            key={option}
            value={option}
            style={{
              margin: 0,
              padding: '10px 12px',
              border: `1px solid ${kind === option ? '#2563eb' : '#e2e8f0'}`,
              borderRadius: 8,
              background: kind === option ? '#eff6ff' : '#fff',
            }}
          >
            <strong>{KIND_LABELS[option].title}</strong>
            <div style={{ color: '#475569', fontSize: 13 }}>{KIND_LABELS[option].hint}</div>
          </Radio>
        ))}
      </Radio.Group>

      {kind && (
        <section aria-labelledby="export-fields-title" style={{ marginTop: 20 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
            <Typography.Title level={3} id="export-fields-title" style={{ fontSize: 15, margin: 0 }}>
              Fields ({fields.length} of {offered.length})
            </Typography.Title>
            <span style={{ display: 'inline-flex', gap: 4 }}>
              <Button type="link" onClick={() => setFields([...offered])}>
                Select all
              </Button>
              <Button type="link" onClick={() => setFields([])}>
                Clear
              </Button>
            </span>
          </div>
          <Checkbox.Group
            value={fields}
            onChange={(next) => setFields(next)}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: '6px 12px',
              marginTop: 8,
              maxHeight: 'min(320px, 45dvh)',
              overflowY: 'auto',
              padding: 2,
            }}
          >
            {offered.map((field) => (
              <Checkbox
                key={field}
                value={field}
                style={{
                  marginInlineStart: 0,
                  minHeight: 44,
                  alignItems: 'center',
                  overflowWrap: 'anywhere',
                }}
              >
                {exportFieldLabel(field)}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {fields.length === 0 && (
            <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
              Tick at least one field to export.
            </Typography.Paragraph>
          )}
        </section>
      )}
    </Modal>
  );
}
