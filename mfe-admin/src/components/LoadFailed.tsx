import { Alert } from 'antd';
import { serverMessageOf } from '@referrals/ui';

/** What a screen shows when its data could not be loaded: "The {what} could not be loaded" and the reason. */
export function LoadFailed({ what, error }: { what: string; error: unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded`}
      description={serverMessageOf(error, 'Please check your connection and reload the page.')}
    />
  );
}
