import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Input } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { shareTargets } from '@referrals/ui/light';
import { qrPathData, qrShape } from '@referrals/ui/voucher';
import { useToast } from '@referrals/ui';
import { useCopyText } from '../../../lib/clipboard/use-copy-text.ts';
import { campaignFileName, saveFile } from '../../../lib/files/save-file.ts';
import { customerMessage } from '../lib/launched.ts';
import { qrPng } from '../lib/qr-png.ts';
import * as styles from './launch.module.css';

interface LaunchPanelProps {
  campaign: CampaignDto;
  /** The campaign's sign-up page, absolute: where customers join and get their link. */
  signUpUrl: string;
  /** The offer in one sentence (the counter poster's), said in the message to customers. */
  offer: string;
  /** The counter poster's download. */
  poster: ReactNode;
  onDismiss: () => void;
}

/**
 * "Your campaign is live": what the owner needs to tell their customers, right after the launch. The
 * sign-up link (copy, share), its QR code as a PNG for menus and flyers, the counter poster, and a message
 * ready to send, each a tap away on a phone.
 */
export function LaunchPanel({ campaign, signUpUrl, offer, poster, onDismiss }: LaunchPanelProps) {
  const copyText = useCopyText();
  const { toast } = useToast();
  const [savingQr, setSavingQr] = useState(false);
  const shape = useMemo(() => qrShape(signUpUrl), [signUpUrl]);
  const message = customerMessage(campaign.businessName, offer, signUpUrl);
  const subject = `Recommend ${campaign.businessName}`;

  const downloadQr = async () => {
    setSavingQr(true);
    try {
      saveFile(await qrPng(signUpUrl), campaignFileName('qr-code', campaign.name, 'png'));
    } catch {
      toast({
        title: 'QR code not ready',
        description: 'This browser could not make the picture. Try another browser.',
        variant: 'destructive',
      });
    } finally {
      setSavingQr(false);
    }
  };

  return (
    <Card className={styles.panel}>
      <section aria-labelledby="launch-title" className={styles.body}>
        <div className={styles.head}>
          <div>
            <h2 id="launch-title" className={styles.title}>
              Your campaign is live
            </h2>
            <p className={styles.intro}>
              {campaign.name} is taking referrers. Tell your customers: they join with this link, then share
              their own.
            </p>
          </div>
          <Button onClick={onDismiss}>Done</Button>
        </div>

        <div className={styles.block}>
          <label htmlFor="launch-link" className={styles.label}>
            Sign-up link
          </label>
          <Input id="launch-link" readOnly value={signUpUrl} onFocus={(event) => event.target.select()} />
          <div className={styles.buttons} role="group" aria-label="Share the sign-up link">
            <Button type="primary" onClick={() => void copyText(signUpUrl, 'Link')}>
              Copy link
            </Button>
            {shareTargets(signUpUrl, message, subject).map((target) => (
              <Button
                key={target.label}
                href={target.href}

                {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {target.label}
              </Button>
            ))}
          </div>
        </div>

        <div className={styles.printables}>
          <svg
            viewBox={`0 0 ${shape.size} ${shape.size}`}
            role="img"
            aria-label="QR code of the sign-up link"
            data-qr-value={signUpUrl}
            shapeRendering="crispEdges"
            className={styles.qr}
          >
            <rect width={shape.size} height={shape.size} fill="#fff" />
            <path d={qrPathData(shape)} fill="#000" />
          </svg>
          <div className={styles.buttons}>
            <Button onClick={() => void downloadQr()} loading={savingQr}>
              QR code (PNG)
            </Button>
            {poster}
          </div>
        </div>

        <div className={styles.block}>
          <label htmlFor="launch-message" className={styles.label}>
            Message to send your customers
          </label>
          <Input.TextArea
            id="launch-message"
            readOnly
            value={message}
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
          <div className={styles.buttons}>
            <Button onClick={() => void copyText(message, 'Message')}>Copy message</Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
