import { describe, expect, it } from 'vitest';
import { matchChannel, publicChannel, userChannel } from './channels';
import { CatalogueEventSchema } from './events';

const liveState = {
  status: 1,
  isLive: true,
  isFinished: false,
  stage: '1st half',
  start_time: '2026-05-01T18:00:00.000Z',
  clock: {
    match_time: 754,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: 1_777_000_000_000,
  },
  total_score: { home: 1, away: 0 },
  game_score: null,
  current_server: null,
  period_score: [
    { home: 1, away: 0, period_key: 'p1', period_name: '1st half', number: 1, type: 'regular_period' },
  ],
  max_period_number: 2,
  has_video: true,
};

describe('CatalogueEventSchema', () => {
  it('accepts each catalogue event in its {type, data} envelope', () => {
    const market = {
      id: 18,
      specifier: 'total=2.5',
      status: -1,
      version: 7,
      outcomes: [{ id: '12', active: false, odds: 1.8 }],
    };
    const events = [
      { type: 'match_changed', data: { match_id: 1, version: 3, match: liveState } },
      { type: 'markets_changed', data: { match_id: 1, markets: [market] } },
      { type: 'match_status_changed', data: { match_id: 1, status: 4, isLive: false, isFinished: true } },
      { type: 'provider_status_changed', data: { provider: 'oddin', enabled: false } },
    ];
    for (const event of events) expect(CatalogueEventSchema.safeParse(event).success, event.type).toBe(true);
  });

  it('rejects unknown types, flat payloads and broken data', () => {
    const reject = (event: unknown) => expect(CatalogueEventSchema.safeParse(event).success).toBe(false);
    reject({ type: 'bet_changed', data: {} });
    reject({ type: 'provider_status_changed', provider: 'oddin', enabled: false });
    reject({
      type: 'match_status_changed',
      data: { match_id: 1, status: 8, isLive: false, isFinished: false },
    });
    reject({ type: 'match_changed', data: { match_id: 1 } });
    reject({ type: 'provider_status_changed', data: { provider: 'acme', enabled: true } });
    reject({
      type: 'markets_changed',
      data: { match_id: 1, markets: [{ id: 1, specifier: '', status: 1, version: 0, outcomes: [] }] },
    });
  });
});

describe('channels', () => {
  it('maps pt-BR to public:pt and names match and user channels', () => {
    expect(publicChannel('pt-BR')).toBe('public:pt');
    expect(publicChannel('es')).toBe('public:es');
    expect(publicChannel('br')).toBe('public:pt');
    // The hub accepts public:{2-3 lower-case letters} only: a region or script never reaches the name.
    expect(publicChannel('sr-ME')).toBe('public:sr');
    expect(publicChannel('he')).toBe('public:he');
    expect(matchChannel(7)).toBe('match:7');
    expect(userChannel('u1')).toBe('$user:u1');
  });
});
