/**
 * What each notification says in every locale: a title and a body, `{amount}` (formatted in the reader's
 * locale), `{code}` (a bet's code) and `{name}` (a bonus or jackpot level) filled in by notification-view.ts.
 */
import type { Locale, NotificationType } from '@sportsbook/contract';

/** A title and a body. */
interface Words {
  title: string;
  body: string;
}

type LocaleWords = Readonly<Record<NotificationType, Words>>;

export const NOTIFICATION_WORDS: Readonly<Record<Locale, LocaleWords>> = {
  en: {
    bet_won: { title: 'Your bet won', body: 'Bet {code} won {amount}.' },
    bet_lost: { title: 'Your bet lost', body: 'Bet {code} did not win this time.' },
    bet_refunded: {
      title: 'Your bet was refunded',
      body: 'The stake of bet {code}, {amount}, is back in your balance.',
    },
    bet_cashed_out: { title: 'Bet cashed out', body: 'Bet {code} was cashed out for {amount}.' },
    bonus_issued: { title: 'A bonus for you', body: 'You received {name}.' },
    bonus_expiring: {
      title: 'Your bonus expires soon',
      body: '{name} expires within a day: use it before then.',
    },
    jackpot_hit: { title: 'Jackpot!', body: 'You hit the {name} jackpot and won {amount}.' },
    deposit_succeeded: { title: 'Deposit received', body: 'Your deposit of {amount} is in your balance.' },
    deposit_failed: { title: 'Deposit failed', body: 'Your deposit of {amount} did not go through.' },
    withdrawal_paid: { title: 'Withdrawal paid', body: 'Your withdrawal of {amount} was paid out.' },
    withdrawal_failed: {
      title: 'Withdrawal failed',
      body: 'Your withdrawal of {amount} failed and is back in your balance.',
    },
    limit_effective: {
      title: 'Your limit is in effect',
      body: 'The limit you set now applies to your account.',
    },
  },
  es: {
    bet_won: { title: 'Tu apuesta ha ganado', body: 'La apuesta {code} ha ganado {amount}.' },
    bet_lost: { title: 'Tu apuesta ha perdido', body: 'La apuesta {code} no ha ganado esta vez.' },
    bet_refunded: {
      title: 'Tu apuesta ha sido reembolsada',
      body: 'El importe de la apuesta {code}, {amount}, ha vuelto a tu saldo.',
    },
    bet_cashed_out: { title: 'Apuesta cobrada', body: 'Has cobrado la apuesta {code} por {amount}.' },
    bonus_issued: { title: 'Un bono para ti', body: 'Has recibido {name}.' },
    bonus_expiring: {
      title: 'Tu bono caduca pronto',
      body: '{name} caduca en menos de un día: úsalo antes.',
    },
    jackpot_hit: { title: '¡Bote!', body: 'Te has llevado el bote {name} y has ganado {amount}.' },
    deposit_succeeded: { title: 'Depósito recibido', body: 'Tu depósito de {amount} ya está en tu saldo.' },
    deposit_failed: { title: 'Depósito fallido', body: 'Tu depósito de {amount} no se ha completado.' },
    withdrawal_paid: { title: 'Retirada pagada', body: 'Tu retirada de {amount} se ha pagado.' },
    withdrawal_failed: {
      title: 'Retirada fallida',
      body: 'Tu retirada de {amount} ha fallado y el importe ha vuelto a tu saldo.',
    },
    limit_effective: {
      title: 'Tu límite ya está en vigor',
      body: 'El límite que fijaste ya se aplica a tu cuenta.',
    },
  },
  'pt-BR': {
    bet_won: { title: 'Sua aposta ganhou', body: 'A aposta {code} ganhou {amount}.' },
    bet_lost: { title: 'Sua aposta perdeu', body: 'A aposta {code} não ganhou desta vez.' },
    bet_refunded: {
      title: 'Sua aposta foi reembolsada',
      body: 'O valor da aposta {code}, {amount}, voltou para o seu saldo.',
    },
    bet_cashed_out: { title: 'Aposta encerrada', body: 'A aposta {code} foi encerrada por {amount}.' },
    bonus_issued: { title: 'Um bônus para você', body: 'Você recebeu {name}.' },
    bonus_expiring: {
      title: 'Seu bônus vence em breve',
      body: '{name} vence em menos de um dia: use-o antes disso.',
    },
    jackpot_hit: { title: 'Prêmio acumulado!', body: 'Você ganhou o prêmio acumulado {name}: {amount}.' },
    deposit_succeeded: { title: 'Depósito recebido', body: 'Seu depósito de {amount} já está no seu saldo.' },
    deposit_failed: { title: 'Depósito não concluído', body: 'Seu depósito de {amount} não foi concluído.' },
    withdrawal_paid: { title: 'Saque pago', body: 'Seu saque de {amount} foi pago.' },
    withdrawal_failed: {
      title: 'Saque não concluído',
      body: 'Seu saque de {amount} falhou e o valor voltou para o seu saldo.',
    },
    limit_effective: {
      title: 'Seu limite está em vigor',
      body: 'O limite que você definiu já vale para a sua conta.',
    },
  },
  ko: {
    bet_won: { title: '베팅 적중', body: '베팅 {code}이(가) {amount}을(를) 획득했습니다.' },
    bet_lost: { title: '베팅 미적중', body: '이번에는 베팅 {code}이(가) 적중하지 않았습니다.' },
    bet_refunded: { title: '베팅 환불', body: '베팅 {code}의 베팅액 {amount}이(가) 잔액으로 돌아왔습니다.' },
    bet_cashed_out: { title: '베팅 캐시아웃', body: '베팅 {code}을(를) {amount}에 캐시아웃했습니다.' },
    bonus_issued: { title: '보너스가 도착했습니다', body: '{name}을(를) 받았습니다.' },
    bonus_expiring: {
      title: '보너스가 곧 만료됩니다',
      body: '{name}이(가) 하루 안에 만료됩니다. 그 전에 사용하세요.',
    },
    jackpot_hit: { title: '잭팟!', body: '{name} 잭팟에 당첨되어 {amount}을(를) 받았습니다.' },
    deposit_succeeded: { title: '입금 완료', body: '{amount} 입금이 잔액에 반영되었습니다.' },
    deposit_failed: { title: '입금 실패', body: '{amount} 입금이 처리되지 않았습니다.' },
    withdrawal_paid: { title: '출금 완료', body: '{amount} 출금이 지급되었습니다.' },
    withdrawal_failed: { title: '출금 실패', body: '{amount} 출금에 실패하여 금액이 잔액으로 돌아왔습니다.' },
    limit_effective: { title: '한도가 적용되었습니다', body: '설정하신 한도가 이제 계정에 적용됩니다.' },
  },
  ja: {
    bet_won: { title: 'ベットが的中しました', body: 'ベット {code} で {amount} を獲得しました。' },
    bet_lost: { title: 'ベットは外れました', body: 'ベット {code} は今回は的中しませんでした。' },
    bet_refunded: {
      title: 'ベットが返金されました',
      body: 'ベット {code} の賭け金 {amount} が残高に戻りました。',
    },
    bet_cashed_out: {
      title: 'キャッシュアウトしました',
      body: 'ベット {code} を {amount} でキャッシュアウトしました。',
    },
    bonus_issued: { title: 'ボーナスが届きました', body: '{name} を受け取りました。' },
    bonus_expiring: {
      title: 'ボーナスの期限が近づいています',
      body: '{name} は1日以内に期限切れになります。お早めにご利用ください。',
    },
    jackpot_hit: {
      title: 'ジャックポット！',
      body: '{name} ジャックポットに当選し、{amount} を獲得しました。',
    },
    deposit_succeeded: { title: '入金を受け付けました', body: '{amount} の入金が残高に反映されました。' },
    deposit_failed: { title: '入金に失敗しました', body: '{amount} の入金は完了しませんでした。' },
    withdrawal_paid: { title: '出金が完了しました', body: '{amount} の出金をお支払いしました。' },
    withdrawal_failed: { title: '出金に失敗しました', body: '{amount} の出金に失敗し、残高に戻りました。' },
    limit_effective: { title: '制限が有効になりました', body: '設定した制限がアカウントに適用されました。' },
  },
  'sr-ME': {
    bet_won: { title: 'Vaš tiket je dobitan', body: 'Tiket {code} je dobio {amount}.' },
    bet_lost: { title: 'Vaš tiket je gubitan', body: 'Tiket {code} ovoga puta nije dobio.' },
    bet_refunded: {
      title: 'Uplata tiketa je vraćena',
      body: 'Uplata tiketa {code}, {amount}, vraćena je na vaš račun.',
    },
    bet_cashed_out: { title: 'Tiket je isplaćen', body: 'Tiket {code} je isplaćen za {amount}.' },
    bonus_issued: { title: 'Bonus za vas', body: 'Dobili ste {name}.' },
    bonus_expiring: {
      title: 'Vaš bonus uskoro ističe',
      body: '{name} ističe za manje od jednog dana: iskoristite ga prije toga.',
    },
    jackpot_hit: { title: 'Džekpot!', body: 'Osvojili ste džekpot {name} i dobili {amount}.' },
    deposit_succeeded: { title: 'Uplata je primljena', body: 'Vaša uplata od {amount} je na vašem računu.' },
    deposit_failed: { title: 'Uplata nije uspjela', body: 'Vaša uplata od {amount} nije prošla.' },
    withdrawal_paid: { title: 'Isplata je izvršena', body: 'Vaša isplata od {amount} je izvršena.' },
    withdrawal_failed: {
      title: 'Isplata nije uspjela',
      body: 'Vaša isplata od {amount} nije uspjela i iznos je vraćen na vaš račun.',
    },
    limit_effective: {
      title: 'Vaše ograničenje važi',
      body: 'Ograničenje koje ste postavili sada važi za vaš nalog.',
    },
  },
  ar: {
    bet_won: { title: 'ربح رهانك', body: 'ربح الرهان {code} مبلغ {amount}.' },
    bet_lost: { title: 'خسر رهانك', body: 'لم يربح الرهان {code} هذه المرة.' },
    bet_refunded: { title: 'تم استرداد رهانك', body: 'أُعيد مبلغ الرهان {code}، {amount}، إلى رصيدك.' },
    bet_cashed_out: { title: 'تم صرف الرهان', body: 'تم صرف الرهان {code} مقابل {amount}.' },
    bonus_issued: { title: 'مكافأة لك', body: 'لقد حصلت على {name}.' },
    bonus_expiring: { title: 'تنتهي مكافأتك قريبًا', body: 'تنتهي {name} خلال يوم واحد: استخدمها قبل ذلك.' },
    jackpot_hit: { title: 'الجائزة الكبرى!', body: 'فزت بالجائزة الكبرى {name} وربحت {amount}.' },
    deposit_succeeded: { title: 'تم استلام الإيداع', body: 'أصبح إيداعك البالغ {amount} في رصيدك.' },
    deposit_failed: { title: 'فشل الإيداع', body: 'لم يكتمل إيداعك البالغ {amount}.' },
    withdrawal_paid: { title: 'تم دفع السحب', body: 'تم دفع سحبك البالغ {amount}.' },
    withdrawal_failed: { title: 'فشل السحب', body: 'فشل سحبك البالغ {amount} وأُعيد المبلغ إلى رصيدك.' },
    limit_effective: { title: 'أصبح حدّك ساريًا', body: 'الحد الذي وضعته يسري الآن على حسابك.' },
  },
  he: {
    bet_won: { title: 'ההימור שלך זכה', body: 'ההימור {code} זכה ב-{amount}.' },
    bet_lost: { title: 'ההימור שלך הפסיד', body: 'ההימור {code} לא זכה הפעם.' },
    bet_refunded: { title: 'ההימור שלך הוחזר', body: 'סכום ההימור {code}, {amount}, חזר ליתרה שלך.' },
    bet_cashed_out: { title: 'ההימור נפדה', body: 'ההימור {code} נפדה תמורת {amount}.' },
    bonus_issued: { title: 'בונוס בשבילך', body: 'קיבלת את {name}.' },
    bonus_expiring: { title: 'הבונוס שלך יפוג בקרוב', body: 'תוקף {name} יפוג בתוך יום: השתמש בו לפני כן.' },
    jackpot_hit: { title: "ג'קפוט!", body: "זכית בג'קפוט {name} וקיבלת {amount}." },
    deposit_succeeded: { title: 'ההפקדה התקבלה', body: 'ההפקדה שלך בסך {amount} נמצאת ביתרה שלך.' },
    deposit_failed: { title: 'ההפקדה נכשלה', body: 'ההפקדה שלך בסך {amount} לא הושלמה.' },
    withdrawal_paid: { title: 'המשיכה שולמה', body: 'המשיכה שלך בסך {amount} שולמה.' },
    withdrawal_failed: { title: 'המשיכה נכשלה', body: 'המשיכה שלך בסך {amount} נכשלה והסכום חזר ליתרה שלך.' },
    limit_effective: { title: 'המגבלה שלך בתוקף', body: 'המגבלה שהגדרת חלה כעת על החשבון שלך.' },
  },
};
