import type {
  ReferrerAccountDeletionInput,
  ReferrerAccountDto,
  ReferrerDataExportDto,
  ReferrerUpdateInput,
} from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/** `PATCH /api/referrers/update/{id}`: name and phone of every membership, e-mail and password of the login. */
export function useUpdateAccount(referrerId: string) {
  return useAction((input: ReferrerUpdateInput) =>
    apiRequest<ReferrerAccountDto>('PATCH', `/api/referrers/update/${encodeURIComponent(referrerId)}`, input),
  );
}

/** The day of `date` as `YYYY-MM-DD`, in the person's own time zone. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `GET /api/referrers/me/data`, saved as `my-referral-data-YYYY-MM-DD.json`. */
export function useDownloadData() {
  return useAction(async () => {
    const data = await apiRequest<ReferrerDataExportDto>('GET', '/api/referrers/me/data');
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `my-referral-data-${localDay(new Date())}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: the download has started by then.
    window.setTimeout(() => URL.revokeObjectURL(url));
  });
}

/** `POST /api/referrers/me/delete`: the account goes (with the password); its referrals stay counted. */
export function useDeleteAccount() {
  return useAction((input: ReferrerAccountDeletionInput) =>
    apiRequest<unknown>('POST', '/api/referrers/me/delete', input),
  );
}
