/**
 * The words of each message in every locale (the row's `locale`, the request's when it was queued). `{code}` is
 * filled in by render.ts. A locale without words here reads English, the spec's last fallback.
 */
import type { Locale } from '@sportsbook/contract';
import type { MessageTemplate } from './outbox.js';

/** What one message says: subject, body and the label of its link (none for an SMS code). */
interface MessageWords {
  subject: string;
  text: string;
  link: string;
}

type LocaleWords = Readonly<Record<MessageTemplate, MessageWords>>;

export const MAIL_WORDS: Readonly<Record<Locale, LocaleWords>> = {
  en: {
    confirmation: {
      subject: 'Confirm your e-mail address',
      text: 'Welcome! Confirm your e-mail address to finish setting up your account.',
      link: 'Confirm my e-mail',
    },
    reset_password: {
      subject: 'Reset your password',
      text: 'Someone asked to reset your password. The link works for 6 hours; ignore this mail if it was not you.',
      link: 'Choose a new password',
    },
    unlock: {
      subject: 'Your account is locked',
      text: 'Your account was locked after too many failed sign-ins. Unlock it with the link below.',
      link: 'Unlock my account',
    },
    sign_up_attempt: {
      subject: 'Someone tried to sign up with your e-mail',
      text:
        'Someone tried to create an account with this e-mail address, which already has one. If it was you, ' +
        'sign in instead (or reset your password); if not, you can ignore this mail: nothing was changed.',
      link: 'Sign in',
    },
    phone_code: {
      subject: 'Phone verification code',
      text: 'Your verification code is {code}. It expires in 10 minutes.',
      link: '',
    },
  },
  es: {
    confirmation: {
      subject: 'Confirma tu dirección de correo',
      text: '¡Te damos la bienvenida! Confirma tu dirección de correo para terminar de configurar tu cuenta.',
      link: 'Confirmar mi correo',
    },
    reset_password: {
      subject: 'Restablece tu contraseña',
      text: 'Alguien pidió restablecer tu contraseña. El enlace vale 6 horas; si no fuiste tú, ignora este correo.',
      link: 'Elegir una contraseña nueva',
    },
    unlock: {
      subject: 'Tu cuenta está bloqueada',
      text: 'Tu cuenta se bloqueó tras demasiados intentos fallidos de inicio de sesión. Desbloquéala con el enlace de abajo.',
      link: 'Desbloquear mi cuenta',
    },
    sign_up_attempt: {
      subject: 'Alguien intentó registrarse con tu correo',
      text:
        'Alguien intentó crear una cuenta con esta dirección de correo, que ya tiene una. Si fuiste tú, inicia ' +
        'sesión (o restablece tu contraseña); si no, puedes ignorar este correo: no se ha cambiado nada.',
      link: 'Iniciar sesión',
    },
    phone_code: {
      subject: 'Código de verificación del teléfono',
      text: 'Tu código de verificación es {code}. Caduca en 10 minutos.',
      link: '',
    },
  },
  'pt-BR': {
    confirmation: {
      subject: 'Confirme seu endereço de e-mail',
      text: 'Boas-vindas! Confirme seu endereço de e-mail para terminar de configurar sua conta.',
      link: 'Confirmar meu e-mail',
    },
    reset_password: {
      subject: 'Redefina sua senha',
      text: 'Alguém pediu para redefinir sua senha. O link vale por 6 horas; se não foi você, ignore este e-mail.',
      link: 'Escolher uma nova senha',
    },
    unlock: {
      subject: 'Sua conta está bloqueada',
      text: 'Sua conta foi bloqueada após muitas tentativas de login sem sucesso. Desbloqueie-a com o link abaixo.',
      link: 'Desbloquear minha conta',
    },
    sign_up_attempt: {
      subject: 'Alguém tentou se cadastrar com seu e-mail',
      text:
        'Alguém tentou criar uma conta com este endereço de e-mail, que já tem uma. Se foi você, entre na sua ' +
        'conta (ou redefina sua senha); se não, pode ignorar este e-mail: nada foi alterado.',
      link: 'Entrar',
    },
    phone_code: {
      subject: 'Código de verificação do telefone',
      text: 'Seu código de verificação é {code}. Ele expira em 10 minutos.',
      link: '',
    },
  },
  ko: {
    confirmation: {
      subject: '이메일 주소를 확인해 주세요',
      text: '환영합니다! 이메일 주소를 확인하고 계정 설정을 마무리하세요.',
      link: '이메일 확인하기',
    },
    reset_password: {
      subject: '비밀번호 재설정',
      text: '비밀번호 재설정이 요청되었습니다. 링크는 6시간 동안 유효하며, 본인이 요청하지 않았다면 이 메일을 무시하세요.',
      link: '새 비밀번호 설정하기',
    },
    unlock: {
      subject: '계정이 잠겼습니다',
      text: '로그인에 여러 번 실패하여 계정이 잠겼습니다. 아래 링크로 잠금을 해제하세요.',
      link: '계정 잠금 해제하기',
    },
    sign_up_attempt: {
      subject: '회원님의 이메일로 가입이 시도되었습니다',
      text:
        '이미 계정이 있는 이 이메일 주소로 새 계정을 만들려는 시도가 있었습니다. 본인이라면 로그인하거나 ' +
        '비밀번호를 재설정하세요. 본인이 아니라면 이 메일을 무시하셔도 됩니다. 아무것도 변경되지 않았습니다.',
      link: '로그인',
    },
    phone_code: {
      subject: '전화번호 인증 코드',
      text: '인증 코드는 {code}입니다. 10분 후에 만료됩니다.',
      link: '',
    },
  },
  ja: {
    confirmation: {
      subject: 'メールアドレスの確認',
      text: 'ようこそ！メールアドレスを確認して、アカウントの設定を完了してください。',
      link: 'メールアドレスを確認する',
    },
    reset_password: {
      subject: 'パスワードの再設定',
      text: 'パスワードの再設定がリクエストされました。リンクの有効期限は6時間です。心当たりがない場合は、このメールを無視してください。',
      link: '新しいパスワードを設定する',
    },
    unlock: {
      subject: 'アカウントがロックされました',
      text: 'ログインに何度も失敗したため、アカウントがロックされました。下のリンクからロックを解除してください。',
      link: 'アカウントのロックを解除する',
    },
    sign_up_attempt: {
      subject: 'お客様のメールアドレスで登録が試みられました',
      text:
        'すでにアカウントのあるこのメールアドレスで、新しいアカウントの作成が試みられました。ご本人の場合は' +
        'ログインするか、パスワードを再設定してください。心当たりがない場合は、このメールを無視してください。何も変更されていません。',
      link: 'ログイン',
    },
    phone_code: {
      subject: '電話番号の認証コード',
      text: '認証コードは{code}です。有効期限は10分です。',
      link: '',
    },
  },
  'sr-ME': {
    confirmation: {
      subject: 'Potvrdite adresu e-pošte',
      text: 'Dobro došli! Potvrdite adresu e-pošte da završite podešavanje naloga.',
      link: 'Potvrdi moju e-poštu',
    },
    reset_password: {
      subject: 'Obnovite lozinku',
      text: 'Neko je zatražio obnovu vaše lozinke. Link važi 6 sati; ako to niste bili vi, zanemarite ovu poruku.',
      link: 'Izaberi novu lozinku',
    },
    unlock: {
      subject: 'Vaš nalog je zaključan',
      text: 'Vaš nalog je zaključan nakon previše neuspješnih prijava. Otključajte ga linkom ispod.',
      link: 'Otključaj moj nalog',
    },
    sign_up_attempt: {
      subject: 'Neko je pokušao da se registruje vašom e-poštom',
      text:
        'Neko je pokušao da otvori nalog s ovom adresom e-pošte, koja već ima nalog. Ako ste to bili vi, ' +
        'prijavite se (ili obnovite lozinku); ako niste, zanemarite ovu poruku: ništa nije promijenjeno.',
      link: 'Prijavi se',
    },
    phone_code: {
      subject: 'Kod za potvrdu telefona',
      text: 'Vaš kod za potvrdu je {code}. Ističe za 10 minuta.',
      link: '',
    },
  },
  ar: {
    confirmation: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      text: 'مرحبًا بك! أكّد عنوان بريدك الإلكتروني لإكمال إعداد حسابك.',
      link: 'تأكيد بريدي الإلكتروني',
    },
    reset_password: {
      subject: 'إعادة تعيين كلمة المرور',
      text: 'طلب أحدهم إعادة تعيين كلمة المرور الخاصة بك. الرابط صالح لمدة 6 ساعات؛ إذا لم تكن أنت، فتجاهل هذه الرسالة.',
      link: 'اختيار كلمة مرور جديدة',
    },
    unlock: {
      subject: 'حسابك مقفل',
      text: 'قُفل حسابك بعد عدة محاولات فاشلة لتسجيل الدخول. ألغِ قفله باستخدام الرابط أدناه.',
      link: 'إلغاء قفل حسابي',
    },
    sign_up_attempt: {
      subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
      text:
        'حاول أحدهم إنشاء حساب بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. إذا كنت أنت، فسجّل الدخول ' +
        '(أو أعد تعيين كلمة المرور)؛ وإن لم تكن أنت، فيمكنك تجاهل هذه الرسالة: لم يتغير شيء.',
      link: 'تسجيل الدخول',
    },
    phone_code: {
      subject: 'رمز التحقق من الهاتف',
      text: 'رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال 10 دقائق.',
      link: '',
    },
  },
  he: {
    confirmation: {
      subject: 'אישור כתובת האימייל',
      text: 'ברוך הבא! כדי לסיים את הגדרת החשבון, יש לאשר את כתובת האימייל.',
      link: 'אישור האימייל שלי',
    },
    reset_password: {
      subject: 'איפוס הסיסמה',
      text: 'התקבלה בקשה לאפס את הסיסמה שלך. הקישור תקף ל-6 שעות; אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה.',
      link: 'בחירת סיסמה חדשה',
    },
    unlock: {
      subject: 'החשבון שלך נעול',
      text: 'החשבון ננעל אחרי יותר מדי ניסיונות התחברות שנכשלו. אפשר לשחרר אותו בקישור שלמטה.',
      link: 'שחרור החשבון שלי',
    },
    sign_up_attempt: {
      subject: 'מישהו ניסה להירשם עם האימייל שלך',
      text:
        'מישהו ניסה לפתוח חשבון עם כתובת האימייל הזו, שכבר יש לה חשבון. אם זה היית את/ה, אפשר להתחבר ' +
        '(או לאפס את הסיסמה); אם לא, אפשר להתעלם מהמייל הזה: שום דבר לא השתנה.',
      link: 'התחברות',
    },
    phone_code: {
      subject: 'קוד אימות לטלפון',
      text: 'קוד האימות שלך הוא {code}. הוא יפוג בעוד 10 דקות.',
      link: '',
    },
  },
};
