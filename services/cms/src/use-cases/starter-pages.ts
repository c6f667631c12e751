import { PRODUCT_NAME, DEFAULT_CMS_SETTINGS } from '@referrals/contracts';

/** A page the CMS writes, published, on its first start: the addresses the default navigation links to. */
export interface StarterPage {
  slug: string;
  title: string;
  metaDescription: string;
  content: string;
}

const EMAIL = DEFAULT_CMS_SETTINGS.contact_email!;
const PHONE = DEFAULT_CMS_SETTINGS.phone_number!;
const ADDRESS = DEFAULT_CMS_SETTINGS.company_address!;

/**
 * The starter pages: true of the product as it is (the plans of packages/contracts/src/identity/plans.ts, the
 * data of docs/privacy.md), written in the CMS allow-list's HTML, and each an ordinary page an admin edits,
 * unpublishes or deletes. They are only written when their slug is free.
 */
export const STARTER_PAGES: readonly StarterPage[] = [
  {
    slug: 'features',
    title: 'Features',
    metaDescription: `What ${PRODUCT_NAME} gives a local business: referral links, QR vouchers, milestones, a leaderboard and live figures.`,
    content: `<p>${PRODUCT_NAME} turns your happy customers into a referral programme that runs itself. Everything below is included in every plan.</p>
<h2>Campaigns in five steps</h2>
<p>Name your campaign, add your logo and colours, write your message, choose what the referrer and their friend get, and launch. Most businesses are live in a few minutes.</p>
<h2>A personal link for every referrer</h2>
<p>Each customer who joins your programme gets their own link and code to share on WhatsApp, Facebook, X or by e-mail. Every friend who signs up through it is credited to them.</p>
<h2>QR vouchers redeemed in store</h2>
<p>A friend who signs up receives a welcome voucher with a QR code. At the till you scan it, or type its code, on the Redeem screen: the voucher is checked and marked used in seconds, and it works exactly once.</p>
<h2>Milestones and a leaderboard</h2>
<p>Referrers earn their reward at the milestones you choose and can follow their progress, their friends and their rewards in their own portal. A leaderboard of your top referrers shows you who your best advocates are.</p>
<h2>Invitation-only sign-ups with abuse prevention</h2>
<p>Rewards are only available through a genuine invitation. Repeat sign-ups, referrers inviting themselves and bursts of suspicious registrations are refused or held for your review, so your budget goes to real new customers.</p>
<h2>Live figures and exports</h2>
<p>Your dashboard shows referrals, active referrers, conversion rate and redeemed vouchers as they happen. Export your campaigns and referrers whenever you need them.</p>
<p><a href="/pricing">See the plans</a> or <a href="/how-it-works">read how it works</a>.</p>`,
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    metaDescription: `${PRODUCT_NAME} plans: Basic £29, Professional £79 and Enterprise £199 a month, each with a 14-day free trial.`,
    content: `<p>Every plan starts with a 14-day free trial. No credit card is required to start.</p>
<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Price</th><th scope="col">Active campaigns</th><th scope="col">Referrals a month</th></tr></thead>
<tbody>
<tr><td>Basic</td><td>£29 a month</td><td>1</td><td>100</td></tr>
<tr><td>Professional</td><td>£79 a month</td><td>Up to 5</td><td>500</td></tr>
<tr><td>Enterprise</td><td>£199 a month</td><td>Unlimited</td><td>Unlimited</td></tr>
</tbody>
</table>
<h2>What each plan includes</h2>
<ul>
<li><strong>Basic</strong>: basic analytics and e-mail support.</li>
<li><strong>Professional</strong>: advanced analytics, priority support and custom branding.</li>
<li><strong>Enterprise</strong>: a white-label solution, dedicated support and API access.</li>
</ul>
<h2>Going over your monthly referrals</h2>
<p>A friend is never turned away: referrals over your plan's monthly figure are still accepted, and your dashboard tells you when you are getting close so you can choose a larger plan.</p>
<h2>Changing plan</h2>
<p>You can move to another plan from Billing in your dashboard at any time. A smaller plan is available once your active campaigns fit it.</p>`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    metaDescription: `How to reach the ${PRODUCT_NAME} team by e-mail, phone or post.`,
    content: `<p>We are happy to help with setting up your first campaign, your account or your plan.</p>
<ul>
<li>E-mail: <a href="mailto:${EMAIL}">${EMAIL}</a></li>
<li>Phone: <a href="tel:${PHONE.replace(/\s/g, '')}">${PHONE}</a></li>
<li>Post: ${ADDRESS}</li>
</ul>
<p>If you are a customer of a business that uses ${PRODUCT_NAME}, questions about a voucher or a reward are best asked of that business: they run their own programme and can see your referrals.</p>`,
  },
  {
    slug: 'about',
    title: 'About us',
    metaDescription: `${PRODUCT_NAME} helps local businesses grow through word of mouth.`,
    content: `<p>Salons, gyms, cafés, shops and local services grow because their customers recommend them. ${PRODUCT_NAME} makes those recommendations count: each customer gets a personal link to share, each friend they bring gets a welcome voucher to use in store, and the business sees exactly who brought whom.</p>
<h2>What we believe</h2>
<ul>
<li><strong>Simple beats clever.</strong> A campaign should take minutes to set up and seconds to redeem at the till.</li>
<li><strong>Rewards for real customers.</strong> Invitation-only sign-ups and abuse checks keep rewards for genuine new faces.</li>
<li><strong>Your customers' data is theirs.</strong> We hold what a programme needs and nothing more, and referrers can download or delete their data at any time.</li>
</ul>
<p>Questions or ideas? <a href="/contact">Get in touch</a>.</p>`,
  },
  {
    slug: 'how-it-works',
    title: 'How it works',
    metaDescription: `How a ${PRODUCT_NAME} referral programme works, from launch to the voucher redeemed in store.`,
    content: `<ol>
<li><strong>Create your campaign.</strong> Sign up, start your 14-day free trial and follow the five-step wizard: your branding, your message, the reward for the referrer and the welcome voucher for their friend.</li>
<li><strong>Invite your customers.</strong> Share your campaign's page with your customers. Each one who joins gets a personal referral link and code.</li>
<li><strong>They share, friends sign up.</strong> A friend who opens the link signs up with their details and receives a voucher with a QR code by e-mail.</li>
<li><strong>Redeem in store.</strong> When the friend visits, scan the QR code or type the code on the Redeem screen. The voucher is marked used, and the referral counts towards the referrer's milestones.</li>
<li><strong>Reward your advocates.</strong> Referrers who reach a milestone earn their reward voucher. They follow their progress, friends and rewards in the referrer portal.</li>
<li><strong>Watch it grow.</strong> Your dashboard shows referrals, conversion and redeemed vouchers as they happen, with your top referrers on the leaderboard.</li>
</ol>
<p>Ready to start? <a href="/pricing">Choose a plan</a>.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    metaDescription: `What personal data ${PRODUCT_NAME} holds, why, for how long, and your rights.`,
    content: `<p>This policy explains what personal data ${PRODUCT_NAME} holds about business owners, referrers and their friends, why, and for how long. Each business that runs a referral programme decides how it uses the details of its own customers; ${PRODUCT_NAME} holds them on its behalf.</p>
<h2>What we hold</h2>
<ul>
<li><strong>Business owners</strong>: the business's details given at registration (name, type, address, postcode, phone, contact name, e-mail, website), the login and the plan.</li>
<li><strong>Referrers</strong>: their login (e-mail and a one-way hash of the password), and for each programme they join their name, phone, postcode, the answers and consents they gave, their referral codes, their counts and their vouchers.</li>
<li><strong>Friends who sign up</strong>: the details the business's sign-up form asks for, and their voucher.</li>
</ul>
<p>We never hold passwords in readable form, and our logs carry identifiers rather than names, e-mail addresses or passwords.</p>
<h2>Why we hold it</h2>
<p>To run the referral programmes businesses set up: crediting referrals, issuing and redeeming vouchers, rewarding referrers, preventing abuse, and sending the e-mails that belong to these steps. Marketing e-mails from a business are only sent with the consent given to that business, which can be withdrawn at any time.</p>
<h2>Your rights</h2>
<ul>
<li><strong>Download your data</strong>: referrers can download everything held about them from Account Settings in the referrer portal.</li>
<li><strong>Correct it</strong>: referrers can change their postcode and their marketing consents in Account Settings.</li>
<li><strong>Delete your account</strong>: referrers can delete their account from Account Settings. Their name, phone, postcode, answers and address are removed at once, unused reward vouchers are cancelled, and sessions and links stop working. The business keeps its counts, shown as from a "Deleted referrer".</li>
<li><strong>Stop e-mails</strong>: every e-mail about your friends' activity carries a one-click unsubscribe link.</li>
</ul>
<h2>How long we keep it</h2>
<p>The records of a programme are kept while the account exists. After an account is deleted, the messages that carried its details between our systems are kept for at most 7 days and then removed. Backups follow their own retention period.</p>
<h2>Contact</h2>
<p>For any question about your data, write to <a href="mailto:${EMAIL}">${EMAIL}</a> or to ${ADDRESS}.</p>`,
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    metaDescription: `The terms on which businesses and referrers use ${PRODUCT_NAME}.`,
    content: `<p>These terms apply to everyone who uses ${PRODUCT_NAME}: businesses that run referral programmes and the customers who take part in them. By creating an account you accept them.</p>
<h2>For businesses</h2>
<ul>
<li>You are responsible for the rewards and vouchers your campaigns offer, and for honouring the vouchers your campaigns issue while the campaign says they are valid.</li>
<li>Your plan sets how many campaigns can be active at once. Every plan starts with a 14-day free trial; you can change plan from Billing at any time.</li>
<li>You may only contact referrers and friends for marketing when they gave your business their consent.</li>
<li>You must not use ${PRODUCT_NAME} to send unsolicited messages, to collect data for other purposes, or to run programmes that break the law.</li>
</ul>
<h2>For referrers and friends</h2>
<ul>
<li>Rewards are for genuine recommendations. Signing up yourself, signing up the same person twice or creating accounts to collect rewards is not allowed, and such sign-ups may be refused or cancelled.</li>
<li>A voucher can be used once, at the business that issued it, under the conditions shown on it.</li>
<li>You can delete your account at any time from Account Settings.</li>
</ul>
<h2>Availability and changes</h2>
<p>We work to keep ${PRODUCT_NAME} available and your data safe, but we cannot promise the service will never be interrupted. We may update these terms; when the change matters, we will tell account holders before it applies.</p>
<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`,
  },
];
