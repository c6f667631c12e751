import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton, Switch } from 'antd';
import type { AdminRole } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import { useCmsSettings, useSaveSetting } from '../../../lib/cms/settings-api.ts';
import {
  changedKeys,
  sectionsFor,
  type SettingField,
  type SettingsSection,
} from '../lib/settings-sections.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './settings.module.css';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

/** One setting's control, bound to its edited value. */
function SettingControl({
  field,
  name,
  value,
  onChange,
}: {
  field: SettingField;
  /** The field's label with its group's heading ("Card 1 Image"): unique in the tab. */
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `setting-${field.key}`;
  switch (field.input) {
    case 'image':
      return <MediaPicker id={id} label={name} value={value} onChange={onChange} />;
    case 'switch':
      return (
        <Switch
          id={id}
          checked={value === 'true'}
          onChange={(checked) => onChange(checked ? 'true' : 'false')}
          aria-label={name}
        />
      );
    case 'line':
      return <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />;
    default:
      return (
        <Input.TextArea
          id={id}
          value={value}
          rows={field.input === 'paragraph' ? 3 : 4}
          className={field.input === 'paragraph' ? undefined : styles.code}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/**
 * One section of settings with its Save button: the keys changed since the last save are each sent
 * (`PUT /api/admin/cms/settings/{key}`); a refused one keeps what was typed and shows the server's reason on
 * its field.
 */
export function SettingsSectionCard({
  section,
  saved,
}: {
  section: SettingsSection;
  saved: Readonly<Record<string, string>>;
}) {
  const { toast } = useToast();
  const save = useSaveSetting();
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const changed = changedKeys(section, saved, edited);

  const submit = async () => {
    setSaving(true);
    const results = await Promise.allSettled(changed.map((key) => save(key, edited[key]!)));
    setSaving(false);
    const refused: Record<string, string> = {};
    results.forEach((result, index) => {
      if (result.status === 'rejected')
        refused[changed[index]!] = serverMessageOf(result.reason, 'This value could not be saved.');
    });
    setErrors(refused);
    setEdited((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key in refused)));
    const failures = Object.keys(refused).length;
    toast(
      failures === 0
        ? { title: 'Settings saved', description: `${section.title}: your changes are live.` }
        : {
            title: 'Some settings were not saved',
            description: `${failures} of ${changed.length} changes were refused: see the messages under the fields.`,
            variant: 'destructive',
          },
    );
  };

  return (
    <Card title={section.title}>
      <form
        aria-label={`${section.title} settings`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form layout="vertical" component={false}>
          {section.groups.map((group, index) => (
            <fieldset key={group.heading ?? index} className={styles.group}>
              {group.heading && <legend className={styles.legend}>{group.heading}</legend>}
              {group.fields.map((field) => (
                <Form.Item
                  key={field.key}
                  label={field.label}
                  htmlFor={`setting-${field.key}`}
                  className={admin.field}
                  validateStatus={errors[field.key] ? 'error' : undefined}
                  help={errors[field.key]}
                  extra={field.help}
                >
                  <SettingControl
                    field={field}
                    name={group.heading ? `${group.heading} ${field.label}` : field.label}
                    value={edited[field.key] ?? saved[field.key] ?? ''}
                    onChange={(value) => setEdited((current) => ({ ...current, [field.key]: value }))}
                  />
                </Form.Item>
              ))}
            </fieldset>
          ))}
          <div className={admin.dialogActions}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={changed.length === 0}>
              Save {section.title}
            </Button>
          </div>
        </Form>
      </form>
    </Card>
  );
}

/** The Settings tab: Hero, Features, Pricing, and Site Meta and Contact, each saved on its own. */
export function SettingsTab({ role }: { role: AdminRole }) {
  const settings = useCmsSettings();
  if (settings.isPending) return <Skeleton active />;
  if (!settings.data) {
    return <LoadFailed what="settings" error={settings.error} />;
  }
  return (
    <div className={admin.stack}>
      {sectionsFor(role).map((section) => (
        <SettingsSectionCard key={section.title} section={section} saved={settings.data} />
      ))}
    </div>
  );
}

/** The dashboard's banner while maintenance mode is on. */
export function MaintenanceBanner() {
  const settings = useCmsSettings();
  if (settings.data?.maintenance_mode !== 'true') return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Maintenance mode is on"
      description="Turn it off in Settings › Site Meta and Contact when the site is ready again."
    />
  );
}
