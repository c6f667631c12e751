import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Card, NEEDS_APP_ATTRIBUTE, Skeleton } from '@referrals/ui/light';
import * as styles from './registration.module.css';

const RegistrationForm = lazy(() =>
  import('./RegistrationForm.tsx').then((module) => ({ default: module.RegistrationForm })),
);

/**
 * The registration form inline at the foot of the landing page, for visitors who scroll past pricing (the
 * landing page puts it in one of its sections). The form's code (react-hook-form, yup, schemas) is fetched
 * only when the card comes near the viewport, so the page's first load on a phone does not pay for it. The
 * server-rendered landing page shows its skeleton, marked as a part that starts the app as it nears the viewport.
 */
export function InlineRegistration() {
  const cardRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={cardRef} {...{ [NEEDS_APP_ATTRIBUTE]: '' }}>
      <Card className={styles.inlineCard}>
        {near ? (
          <Suspense fallback={<Skeleton />}>
            <RegistrationForm idPrefix="inline-registration" />
          </Suspense>
        ) : (
          <Skeleton />
        )}
      </Card>
    </div>
  );
}
