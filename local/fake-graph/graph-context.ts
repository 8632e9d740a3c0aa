/** What the Graph route handlers share: the drive, its upload sessions, the JSON renderer and who "the app" is. */
import type { Drive } from './drive';
import type { DriveItemRenderer } from './drive-item-json';
import type { DownloadUrls } from './download-urls';
import type { GraphFaults } from './faults';
import type { UploadSessions } from './upload-sessions';
import type { IdentitySet } from './types';

export interface GraphContext {
  /** http://127.0.0.1:PORT */
  origin: string;
  drive: Drive;
  uploads: UploadSessions;
  renderer: DriveItemRenderer;
  downloadUrls: DownloadUrls;
  /** The largest children page (`$top` may ask for less). */
  pageSize: number;
  /** The identity Graph records for changes made with the app's token. */
  app: IdentitySet;
  /** The fault switch (faults.ts): moves that fail on purpose. */
  faults: GraphFaults;
}
