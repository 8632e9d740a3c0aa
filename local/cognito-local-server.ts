/**
 * cognito-local as the local stack runs it, in its own process (started by cognito-local.ts from
 * `<dataDir>/cognito`, whose `.cognito/` holds its config and data): the package's own services,
 * router and server, put together as its `createDefaultServer` and start script do, with two seams
 * used for the local stack —
 *
 * - its message sender is {@link InboxMessageSender}: every code or invitation is still printed in
 *   cognito-local's box, and also e-mailed to the local inbox (the mail catcher's SMTP), with the
 *   subject and body the CustomMessage trigger wrote, as Cognito e-mails it in AWS;
 * - its router has the pool rules of cognito-pool-rules.ts in front (password policy, RESEND,
 *   user-existence errors, ResendConfirmationCode), and sign-in by e-mailed code of
 *   cognito-email-code.ts (USER_AUTH with EMAIL_OTP), so the local pool refuses what the deployed one
 *   refuses and answers the targets and flows cognito-local lacks (a rule may answer without its target).
 *
 * Environment: PORT and HOST (as cognito-local's own start), COGNITO_MAIL_SMTP_URL and COGNITO_MAIL_FROM,
 * COGNITO_LOCAL_AUTH_SESSION_SECONDS (how long a sign-in code may be answered; 180 unless set).
 */
import http from 'node:http';
import AWS from 'aws-sdk';
import { Router } from 'cognito-local/lib/server/Router';
import { loadConfig } from 'cognito-local/lib/server/config';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, type Services, TriggersService } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { COGNITO_MAIL_ENV } from './cognito-mail-env';
import { InboxMessageSender } from './cognito-mail';
import { listenOnPreferredPort } from './free-port';
import { POOL_RULES, combineRules, withPoolRules } from './cognito-pool-rules';
import { authSessionSeconds, emailCodeRules } from './cognito-email-code';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

async function main(): Promise<void> {
  // As cognito-local's start script logs (its box of codes included).
  const logger = pino(
    { level: process.env.DEBUG ? 'debug' : 'info' },
    pinoPretty({
      colorize: true,
      ignore: 'pid,name,hostname',
      singleLine: true,
      messageFormat: (log, messageKey) => `${String(log.reqId ?? 'NONE')} ${String(log.target ?? 'NONE')} ${String(log[messageKey])}`,
    }),
  );
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  const dataDirectory = '.cognito/db';
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(
    ctx,
    config.UserPoolDefaults,
  );
  const triggers = new TriggersService(clock, cognito, new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)), new CryptoService(config.KMSConfig));
  const sender = new InboxMessageSender({
    smtpUrl: required(COGNITO_MAIL_ENV.smtpUrl),
    from: required(COGNITO_MAIL_ENV.from),
    console: new ConsoleMessageSender(),
  });
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  // Sign-in by e-mailed code (USER_AUTH) in front of the other rules: its sessions last as the app
  // client's would in AWS (3 minutes), or COGNITO_LOCAL_AUTH_SESSION_SECONDS.
  const rules = combineRules(emailCodeRules({ sessionSeconds: authSessionSeconds() }), POOL_RULES);
  const { application } = createServer(withPoolRules(Router(services), services, rules), logger, config.ServerConfig, services);
  // Bind, then read the port (free-port.ts): PORT when free, else one the OS picks, so two stacks
  // starting at once never share one. The issuer names the port really bound (the token generator
  // reads this object when it signs); the line below tells cognito-local.ts which.
  const server = http.createServer(application as http.RequestListener);
  const address = await listenOnPreferredPort(server, config.ServerConfig.hostname ?? '127.0.0.1', config.ServerConfig.port);
  config.TokenConfig.IssuerDomain = `http://localhost:${address.port}`;
  logger.info(`Cognito Local running on http://${address.address}:${address.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
