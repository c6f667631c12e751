import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Card, Skeleton } from 'antd';
import * as landing from '../../landing/components/landing.module.css';
import * as styles from './registration.module.css';

const RegistrationForm = lazy(() =>
  import('./RegistrationForm.tsx').then((module) => ({ default: module.RegistrationForm })),
);

/**
 * The registration form inline at the foot of the landing page, for visitors who scroll past pricing. The
 * form's code (react-hook-form, yup, schemas) is fetched only when the section comes near the viewport, so
 * the page's first load on a phone does not pay for it.
 */
export function InlineRegistration({ id }: { id: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section ref={sectionRef} id={id} className={landing.section} aria-labelledby={`${id}-title`}>
      <div className={landing.container}>
        <div className={landing.sectionHeading}>
          <h2 id={`${id}-title`} className={landing.sectionTitle}>
            Start your free trial
          </h2>
          <p className={landing.sectionSubtitle}>
            14 days free, no credit card required. Your first campaign can be live in under 5 minutes.
          </p>
        </div>
        <Card className={styles.inlineCard}>
          {near ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <RegistrationForm idPrefix="inline-registration" />
            </Suspense>
          ) : (
            <Skeleton paragraph={{ rows: 8 }} />
          )}
        </Card>
      </div>
    </section>
  );
}
