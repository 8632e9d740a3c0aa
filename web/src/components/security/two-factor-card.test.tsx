/**
 * Two-factor set-up (settings and account pages): its code rule and the QR code's drawing load when
 * the set-up starts, not with the page; the set-up still shows the QR code and the key, refuses a code
 * that is not 6 digits before asking the provider, and turns two-factor sign-in on with the right one.
 */
import { screen, within } from '@testing-library/react';
import * as auth from '@/lib/auth';
import { useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';
import { TwoFactorCard } from './two-factor-card';

useApiServer();

beforeEach(() => {
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
  jest.mocked(auth.startTotpSetup).mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Portal:client%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Portal' });
  jest.mocked(auth.confirmTotpSetup).mockResolvedValue(undefined);
});

test('turning it on shows the QR code and the key, refuses a code that is not 6 digits, and confirms the right one', async () => {
  const onTurnedOn = jest.fn();
  const { user } = renderScreen(<TwoFactorCard onTurnedOn={onTurnedOn} />, { withAuth: true });

  await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
  const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' }, { timeout: 5000 });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

  const code = screen.getByLabelText(/Code from your app/);
  await user.type(code, '12a');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
  expect(auth.confirmTotpSetup).not.toHaveBeenCalled();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await within(document.body).findByText('Two-factor sign-in is on', {}, { timeout: 5000 });
  expect(auth.confirmTotpSetup).toHaveBeenCalledWith('123456');
  expect(onTurnedOn).toHaveBeenCalledTimes(1);
});
