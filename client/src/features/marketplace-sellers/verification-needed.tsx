import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { textLink } from '../auth';
import { StatusPanel } from './application-status';

/** The server only takes applications from verified customers: say which step is missing and link to it. */
export function VerificationNeeded({ email, emailVerified, phoneVerified }: { email: string; emailVerified: boolean; phoneVerified: boolean }) {
  const theme = useTheme();
  const query = `email=${encodeURIComponent(email)}`;
  return (
    <StatusPanel>
      <p css={css`margin: 0;`}>Please verify your email address and phone number before applying to sell.</p>
      <ul css={css`margin: 0; padding-left: ${theme.space[5]}; display: grid; gap: ${theme.space[2]};`}>
        <li>
          Email: {emailVerified ? 'verified' : 'not verified yet — '}
          {!emailVerified && (
            <Link to={`/verify-email?${query}`} css={textLink}>
              verify your email
            </Link>
          )}
        </li>
        <li>
          Phone: {phoneVerified ? 'verified' : 'not verified yet — '}
          {!phoneVerified && (
            <Link to={`/verify-phone?${query}${emailVerified ? '&emailVerified=true' : ''}`} css={textLink}>
              verify your phone
            </Link>
          )}
        </li>
      </ul>
    </StatusPanel>
  );
}
