import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { AdminBusinessDto, AdminWorkflowDto } from '@referrals/contracts';
import { installMemoryStorage, visibleText } from './support/browser.ts';
import { mockUiPackage } from './support/ui-without-css.ts';

installMemoryStorage();
await mockUiPackage();
const { DeleteBusinessConfirmation } =
  await import('../src/features/businesses/components/DeleteBusinessDialog.tsx');
const { DuplicateBusinessChoice, copySummary } =
  await import('../src/features/businesses/components/DuplicateBusinessDialog.tsx');
const { BusinessStatusConfirmation } =
  await import('../src/features/businesses/components/BusinessStatusDialog.tsx');
const { BusinessesTable } = await import('../src/features/businesses/components/BusinessesTable.tsx');
const { OverviewCards } = await import('../src/features/businesses/components/OverviewTab.tsx');
const { BusinessDetailsView } =
  await import('../src/features/businesses/components/BusinessDetailsDialog.tsx');
const { finishedToast, isUnfinished, newlyFinished, workflowTagsFor } =
  await import('../src/features/businesses/lib/workflow-status.ts');

const noop = () => {};

const BUSINESS: AdminBusinessDto = {
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  loginId: 'l1l1l1l1-0000-4000-8000-000000000001',
  businessName: 'Salon Lumière',
  businessType: 'Hair Salon / Beauty',
  businessSlug: 'salon-lumiere',
  contactName: 'Marie Curie',
  email: 'owner@salon.example',
  phoneNumber: '020 7946 0000',
  businessAddress: '1 High Street, London',
  postcode: 'N1 1AA',
  website: null,
  bookingUrl: null,
  openingHours: null,
  subscriptionTier: 'professional',
  isActive: true,
  createdAt: '2026-03-04T09:00:00.000Z',
};

function workflow(overrides: Partial<AdminWorkflowDto>): AdminWorkflowDto {
  return {
    id: 'w1',
    kind: 'duplicate-business',
    businessId: BUSINESS.id,
    businessName: BUSINESS.businessName,
    includeData: false,
    status: 'running',
    stepsDone: ['copy-business'],
    totalSteps: 3,
    resultBusinessId: null,
    error: null,
    requestedBy: 'a1',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:01.000Z',
    ...overrides,
  };
}

/** The markup of the button whose text is `label`. */
function button(markup: string, label: string): string {
  const found = [...markup.matchAll(/<button[^>]*>(?:(?!<\/button>).)*<\/button>/gs)].find((match) =>
    visibleText(match[0]).includes(label),
  );
  if (!found) throw new Error(`No button "${label}"`);
  return found[0];
}

describe('the Delete Business dialog', () => {
  const render = (typed: string) =>
    renderToStaticMarkup(
      createElement(DeleteBusinessConfirmation, {
        businessName: BUSINESS.businessName,
        typed,
        onTypedChange: noop,
        onCancel: noop,
        onConfirm: noop,
        pending: false,
      }),
    );

  it('when it opens, then it lists everything that goes and asks for DELETE in a labelled field', () => {
    const markup = render('');
    const text = visibleText(markup);

    for (const item of [
      'campaign data',
      'referrer and referee records',
      'vouchers and analytics',
      'associated files',
    ]) {
      expect(text).toContain(item);
    }
    expect(markup).toMatch(
      /<label[^>]*for="delete-business-confirmation"[^>]*>Type DELETE to confirm<\/label>/,
    );
  });

  it.each(['', 'delete', 'DELETE ', 'DEL', 'Delete'])(
    'when "%s" is typed, then the Delete Business button stays disabled',
    (typed) => {
      expect(button(render(typed), 'Delete Business')).toMatch(/\sdisabled=""/);
    },
  );

  it('when DELETE is typed exactly, then the Delete Business button is enabled', () => {
    expect(button(render('DELETE'), 'Delete Business')).not.toMatch(/\sdisabled=""/);
  });
});

describe('the Duplicate Business dialog', () => {
  const render = (includeData: boolean, name = '') =>
    renderToStaticMarkup(
      createElement(DuplicateBusinessChoice, {
        businessName: BUSINESS.businessName,
        defaultName: `${BUSINESS.businessName} (copy 2)`,
        name,
        onNameChange: noop,
        includeData,
        onIncludeDataChange: noop,
        counts: { campaigns: 3, referrers: 1, referees: null },
        onCancel: noop,
        onConfirm: noop,
        pending: false,
      }),
    );

  it('when it opens, then it asks for the new name (the default shown), offers Basic and Complete Copy and says duplicates share the login', () => {
    const markup = render(false);
    const text = visibleText(markup);

    expect(markup).toMatch(/<label[^>]*for="duplicate-business-name"[^>]*>New business name<\/label>/);
    expect(markup).toContain(`placeholder="${BUSINESS.businessName} (copy 2)"`);
    expect(text).toContain('Basic Copy Business details only.');
    expect(text).toContain(
      'Complete Copy Business details, campaigns, referrers and configurations, with referral data reset.',
    );
    expect(text).toContain("Duplicates share the original's login credentials");
    expect(text).toContain('manages several venues');
    expect(text).toContain(
      'What is copied The business details, booking link and opening hours Not its 3 campaigns',
    );
  });

  it('when a name is typed, then the field shows it', () => {
    expect(render(false, 'Harbour Branch')).toContain('value="Harbour Branch"');
  });

  it('when Complete Copy is chosen, then it counts the campaigns (copied inactive), the referrers who join and the referees left behind', () => {
    expect(copySummary(true, { campaigns: 3, referrers: 1, referees: 12 })).toEqual([
      'The business details, booking link and opening hours',
      '3 campaigns, copied inactive, with their milestones and images',
      '1 referrer, joining the copies with new codes',
      'Not its 12 referees, vouchers or figures (they start at zero)',
    ]);
    expect(copySummary(true, { campaigns: null, referrers: null, referees: null })[1]).toBe(
      '… campaigns, copied inactive, with their milestones and images',
    );
  });
});

describe('the Disable / Enable Business confirmation', () => {
  const render = (isActive: boolean) =>
    renderToStaticMarkup(
      createElement(BusinessStatusConfirmation, {
        businessName: BUSINESS.businessName,
        isActive,
        reason: 'Unpaid invoices',
        onReasonChange: noop,
        onCancel: noop,
        onConfirm: noop,
        pending: false,
      }),
    );

  it('when disabling, then it says what stops, that the owner is told, and asks for an optional reason of at most 500 characters', () => {
    const markup = render(false);
    const text = visibleText(markup);

    expect(text).toContain('becomes inactive');
    expect(text).toContain('The owner is told by e-mail, with the reason when you give one.');
    expect(markup).toMatch(/<label[^>]*for="business-status-reason"[^>]*>Reason \(optional\)<\/label>/);
    expect(markup).toMatch(
      /<textarea[^>]*id="business-status-reason"[^>]*maxLength="500"|<textarea[^>]*maxLength="500"[^>]*id="business-status-reason"/,
    );
    expect(markup).toContain('Unpaid invoices');
    button(markup, 'Disable Business');
  });

  it('when enabling, then it asks to confirm with Enable Business', () => {
    const markup = render(true);
    expect(visibleText(markup)).toContain('becomes active again');
    button(markup, 'Enable Business');
  });
});

describe('the businesses table', () => {
  const render = (workflows: AdminWorkflowDto[], businesses = [BUSINESS]) =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(BusinessesTable, {
          businesses,
          workflowTags: new Map(
            businesses.map((business) => [business.id, workflowTagsFor(business.id, workflows)]),
          ),
          statusPendingId: null,
          onEdit: noop,
          onDuplicate: noop,
          onDelete: noop,
          onStatusChange: noop,
        }),
      ),
    );

  it('when a business is listed, then its row shows name, email, plan, status, created date and the actions', () => {
    const markup = render([]);
    const text = visibleText(markup);

    for (const heading of ['Business Name', 'Email', 'Plan', 'Status', 'Created', 'Actions']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Salon Lumière owner@salon.example Professional Active 4 Mar 2026');
    expect(markup).toContain(`href="/admin/business/${BUSINESS.id}"`);
    expect(markup).toMatch(/role="switch"[^>]*aria-checked="true"|aria-checked="true"[^>]*role="switch"/);
    expect(markup).toContain('aria-label="Active"');
    for (const action of ['Edit', 'Duplicate', 'Delete'])
      expect(markup).toContain(`aria-label="${action} Salon Lumière"`);
  });

  it.each([
    ['a copy running', workflow({}), 'Copying… 1/3'],
    [
      'a deletion running',
      workflow({ kind: 'delete-business', stepsDone: ['a', 'b'], totalSteps: 4 }),
      'Deleting… 2/4',
    ],
    [
      'a failed step',
      workflow({ status: 'failed', error: 'campaign service unavailable' }),
      'Retrying campaign service unavailable',
    ],
    ['a copy given up', workflow({ status: 'compensated', error: 'copy undone' }), 'Copy failed copy undone'],
  ])('when there is %s, then the row shows it', (_case, running, shown) => {
    expect(visibleText(render([running]))).toContain(shown);
  });

  it('when a workflow is done, then the row shows no workflow tag', () => {
    const text = visibleText(render([workflow({ status: 'done', stepsDone: ['a', 'b', 'c'] })]));
    expect(text).not.toMatch(/Copying|Retrying|failed/);
  });
});

describe('following workflows', () => {
  it('when a workflow runs or waits for a retry, then the list keeps being polled; not once all have ended', () => {
    expect(isUnfinished({ status: 'running' })).toBe(true);
    expect(isUnfinished({ status: 'failed' })).toBe(true);
    expect(isUnfinished({ status: 'done' })).toBe(false);
    expect(isUnfinished({ status: 'compensated' })).toBe(false);
  });

  it('when a running duplicate completes, then "Business duplicated" is announced once', () => {
    const done = workflow({ status: 'done' });
    const finished = newlyFinished(new Map([['w1', 'running']]), [done]);

    expect(finished).toEqual([done]);
    expect(finishedToast(done)).toMatchObject({ title: 'Business duplicated', variant: 'success' });
    expect(newlyFinished(new Map([['w1', 'done']]), [done])).toEqual([]);
  });

  it('when a running deletion completes, then "Business deleted" is announced', () => {
    const done = workflow({ kind: 'delete-business', status: 'done' });
    expect(finishedToast(newlyFinished(new Map([['w1', 'failed']]), [done])[0]!).title).toBe(
      'Business deleted',
    );
  });

  it('when a workflow is first seen already finished, then nothing is announced', () => {
    expect(newlyFinished(new Map(), [workflow({ status: 'done' })])).toEqual([]);
  });
});

describe('the Overview and Business Details', () => {
  it('when the lists are loaded, then the four cards count pages, posts, media (MB) and businesses', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(OverviewCards, {
          pages: [{ isPublished: true }, { isPublished: false }],
          posts: [{ isPublished: true }, { isPublished: true }, { isPublished: false }],
          media: [{ size: 1024 * 1024 }, { size: 512 * 1024 }],
          businesses: [{ isActive: true }, { isActive: false }, { isActive: true }],
        }),
      ),
    );
    expect(text).toBe(
      'Pages 2 1 published Blog Posts 3 2 published Media Files 2 1.50 MB in total Businesses 3 2 active',
    );
  });

  it('when a list could not be loaded, then its card says Unavailable and the others still count', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(OverviewCards, { pages: null, posts: [], media: [], businesses: [{ isActive: true }] }),
      ),
    );
    expect(text).toContain('Pages Unavailable');
    expect(text).toContain('Businesses 1 1 active');
  });

  it('when a business is opened, then its details show name, email, subscription, status and creation date', () => {
    const text = visibleText(
      renderToStaticMarkup(createElement(BusinessDetailsView, { business: BUSINESS })),
    );
    expect(text).toBe(
      'Business Name Salon Lumière Email owner@salon.example Subscription Professional Status Active Created 4 Mar 2026',
    );
  });
});
