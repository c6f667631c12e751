import type { PublicCampaignDto } from '@referrals/contracts';
import { stripHtml } from '@referrals/ui/light';
import type { ContentBox } from '../components/ContentBoxes.tsx';

/** Rich text with something to read (the editor leaves `<p></p>` behind when emptied). */
const hasText = (html: string | null): html is string => stripHtml(html) !== '';

/**
 * The page's three content boxes. A friend who came through a link sees the campaign's referee boxes, each
 * only if the owner titled it; anyone else sees Welcome, How It Works and Why Refer Us? from the campaign's
 * messages, each only if the owner wrote it.
 */
export function contentBoxesOf(campaign: PublicCampaignDto, forReferee: boolean): ContentBox[] {
  if (forReferee) {
    const boxes = [
      [campaign.refereeContent1Title, campaign.refereeContent1Body, campaign.refereeContent1Image],
      [campaign.refereeContent2Title, campaign.refereeContent2Body, campaign.refereeContent2Image],
      [campaign.refereeContent3Title, campaign.refereeContent3Body, campaign.refereeContent3Image],
    ] as const;
    return boxes
      .filter(([title]) => Boolean(title?.trim()))
      .map(([title, body, image]) => ({ title: (title ?? '').trim(), html: body ?? '', image }));
  }
  const boxes: [string, string | null][] = [
    ['Welcome', campaign.welcomeMessage],
    ['How It Works', campaign.rewardExplanation],
    ['Why Refer Us?', campaign.businessValueProp],
  ];
  return boxes
    .filter((box): box is [string, string] => hasText(box[1]))
    .map(([title, html]) => ({ title, html }));
}
