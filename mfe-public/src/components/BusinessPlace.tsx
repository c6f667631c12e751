import { openingHoursLines, type BusinessPlace as Place } from '@referrals/contracts';
import * as styles from './business-place.module.css';

interface BusinessPlaceProps {
  businessName: string;
  place: Place;
}

/** An OpenStreetMap search for the address: directions without a tracking map on the page. */
const directionsUrl = (place: Place) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${place.businessAddress}, ${place.postcode}`)}`;

/**
 * Where and when to find the business, for a friend on the way to the counter: the address (with a link to
 * directions), the week's opening hours when the owner gave them, and the booking link when there is one. On the
 * referral page and the voucher page.
 */
export function BusinessPlace({ businessName, place }: BusinessPlaceProps) {
  const hours = place.openingHours ? openingHoursLines(place.openingHours) : [];
  return (
    <section className={styles.place} aria-labelledby="business-place-title">
      <h2 id="business-place-title" className={styles.title}>
        Find {businessName}
      </h2>
      <address className={styles.address}>
        {place.businessAddress}
        <br />
        {place.postcode}
      </address>
      {hours.length > 0 && (
        <>
          <h3 className={styles.subtitle}>Opening hours</h3>
          <dl className={styles.hours}>
            {hours.map((line) => (
              <div key={line.days} className={styles.hoursRow}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className={styles.links}>
        {place.bookingUrl && (
          <a href={place.bookingUrl} target="_blank" rel="noopener noreferrer" className={styles.book}>
            Book a visit
          </a>
        )}
        <a
          href={directionsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.directions}
        >
          Get directions
        </a>
      </div>
    </section>
  );
}
