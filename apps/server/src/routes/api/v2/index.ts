/**
 * The sportsbook API v2 (spec core-betting §7): the catalogue's read calls, and the player's share codes,
 * favourites, settings and votes; registered under /api/v2 by app.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import createShareCode from './bets/create-share-code.js';
import getShareCode from './bets/get-share-code.js';
import bonuses from './bonuses/index.js';
import getCategory from './categories/get-category.js';
import listCategories from './categories/list-categories.js';
import getLogo from './competitors/get-logo.js';
import countMatches from './counters/count-matches.js';
import addFavourite from './favourites/add-favourite.js';
import listFavourites from './favourites/list-favourites.js';
import removeFavourite from './favourites/remove-favourite.js';
import jackpots from './jackpots/index.js';
import getMatch from './matches/get-match.js';
import getStatistics from './matches/get-statistics.js';
import getVideo from './matches/get-video.js';
import listMarkets from './matches/list-markets.js';
import listMatches from './matches/list-matches.js';
import listStreams from './matches/list-streams.js';
import statisticsPage from './matches/statistics-page.js';
import videoPlayer from './matches/video-player.js';
import notifications from './notifications/index.js';
import resolve from './resolve.js';
import search from './search/search.js';
import getSettings from './settings/get-settings.js';
import updateSettings from './settings/update-settings.js';
import listSports from './sports/list-sports.js';
import getTournament from './tournaments/get-tournament.js';
import listTournaments from './tournaments/list-tournaments.js';
import castVote from './vote/cast-vote.js';
import getVote from './vote/get-vote.js';
import getVoteResults from './vote/get-vote-results.js';

const routes = [
  listSports,
  listCategories,
  getCategory,
  listTournaments,
  getTournament,
  listMatches,
  getMatch,
  listMarkets,
  getStatistics,
  statisticsPage,
  listStreams,
  getVideo,
  videoPlayer,
  countMatches,
  search,
  resolve,
  getSettings,
  updateSettings,
  createShareCode,
  getShareCode,
  listFavourites,
  addFavourite,
  removeFavourite,
  getVote,
  getVoteResults,
  castVote,
  getLogo,
  notifications,
  jackpots,
];

/** Options of API v2: the Redis the bonus calls' rate limit counts in (REDIS_URL), when set. */
const apiV2: FastifyPluginAsync<{ redisUrl?: string }> = async (app, options) => {
  for (const route of routes) await app.register(route);
  await app.register(bonuses, { redisUrl: options.redisUrl });
};

export default apiV2;
