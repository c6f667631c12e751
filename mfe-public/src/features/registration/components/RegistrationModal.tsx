import { lazy, Suspense } from 'react';
import { Dialog, Skeleton } from '@referrals/ui/light';
import * as styles from './registration.module.css';

// The form brings react-hook-form, yup and the schemas: fetched when the modal first opens, not with the page.
const RegistrationForm = lazy(() =>
  import('./RegistrationForm.tsx').then((module) => ({ default: module.RegistrationForm })),
);

interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  /** The landing page's "Start Your Free Trial"; the content pages' Get Started says "Start Your Referral Campaign". */
  title?: string;
}

/** The dialog holding the registration form. */
export function RegistrationModal({
  open,
  onClose,
  title = 'Start Your Free Trial',
}: RegistrationModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} width={640}>
      <p className={styles.intro}>
        14 days free, no credit card required. Your first campaign can be live in under 5 minutes.
      </p>
      <Suspense fallback={<Skeleton />}>
        <RegistrationForm onRegistered={onClose} />
      </Suspense>
    </Dialog>
  );
}
