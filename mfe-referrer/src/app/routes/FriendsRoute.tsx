import { SignedInPage } from '../../components/SignedInPage.tsx';
import { useFriends } from '../../features/friends/api/friends.ts';
import { FriendList } from '../../features/friends/components/FriendList.tsx';
import { useSessionRead } from '../../lib/session/use-session-read.ts';

/** `/referrer/friends`: per campaign, the friends the signed-in person referred and how far they got. */
export function FriendsRoute() {
  const friends = useFriends();
  const { failed } = useSessionRead(friends);
  return (
    <SignedInPage>
      <FriendList friends={friends.data} loadFailed={failed} />
    </SignedInPage>
  );
}
