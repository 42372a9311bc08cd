/**
 * Which responsible-gambling notice is open: the activity limit reached, or the session limit reached (spec
 * platform §2 modals "activity limit reached", "out-of-session limit"). Both come after a sign-out, so they are
 * kept apart from the session loop, which unmounts with the player.
 */
import { create } from 'zustand';

export type RgNotice = 'activity_limit' | 'session_limit';

export const useRgNotice = create<{ notice: RgNotice | null }>(() => ({ notice: null }));

export const showRgNotice = (notice: RgNotice) => useRgNotice.setState({ notice });
export const closeRgNotice = () => useRgNotice.setState({ notice: null });
