import { Link } from 'react-router-dom';
import { Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../config/paths.ts';

/** The slim header of the login and plan-selection pages: the logo, leading home. */
export function SimpleHeader() {
  return (
    <header style={{ padding: '16px', display: 'flex', justifyContent: 'center' }}>
      <Link to={paths.landing} aria-label={`${PRODUCT_NAME} home`} style={{ display: 'inline-flex' }}>
        <Logo size={32} />
      </Link>
    </header>
  );
}
