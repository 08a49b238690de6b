import type { Database } from '../../db/client.ts';
import { userAuditLogs } from '../../db/schema/index.ts';

/** Stores what the web reports the caller looked at or did. */
export async function insertAuditLog(
  db: Database,
  props: { userId: string; objectId: string; objectName: string; type: string; at: Date },
) {
  await db.insert(userAuditLogs).values(props);
}
