import type { DatabaseHandle } from '../../db/client.js';

const CHANNEL = 'socratica_user_changed';

/** Tells every server instance on this database that a user's role, status or tokens changed. */
export class UserChangeFeed {
  constructor(private readonly database: Pick<DatabaseHandle, 'notify' | 'listen'>) {}

  publish(userId: number): Promise<void> {
    return this.database.notify(CHANNEL, String(userId));
  }

  subscribe(onChange: (userId: number) => void, onGap: () => void): Promise<() => Promise<void>> {
    return this.database.listen(
      CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) onChange(userId);
      },
      onGap,
    );
  }
}
