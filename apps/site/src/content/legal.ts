/**
 * The terms of service and the privacy policy, in both languages. The privacy policy follows
 * Egypt's Personal Data Protection Law No. 151 of 2020: what is collected, why, with whom it is
 * shared, for how long, and the rights the law gives the person the data is about.
 */
export type LegalSection = { id: string; title: string; body: string[] };
export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };

const termsAr: LegalDocument = {
  title: 'الشروط والأحكام',
  intro:
    'تنظّم هذه الشروط استخدامك لمنصة درسك لدروس اللغة الإنجليزية المباشرة، طالبًا كنت أو مدرسًا. باستخدامك المنصة أو إنشائك حسابًا فإنك توافق عليها.',
  sections: [
    {
      id: 'account',
      title: 'الحساب',
      body: [
        'يجب أن تكون بياناتك صحيحة وحديثة، وأن تستخدم اسمك الحقيقي (اسمًا ثنائيًا على الأقل) وبريدًا إلكترونيًا تملكه.',
        'الحساب شخصي؛ أنت مسؤول عن سرية كلمة المرور وعن كل ما يتم من خلال حسابك. أبلغنا فورًا إن اشتبهت في استخدام غير مصرح به.',
        'من هم دون ١٨ عامًا يستخدمون المنصة بموافقة ولي الأمر وتحت إشرافه.',
      ],
    },
    {
      id: 'lessons',
      title: 'الدروس والحجز',
      body: [
        'الدروس مباشرة بالفيديو ومدتها ١٥ أو ٣٠ دقيقة، وتُحجز في المواعيد المتاحة للمدرس خلال الأسبوع الجاري.',
        'يحجز الطالب درسًا واحدًا في المرة، ويُخصم زمن الدرس من دقائقه الأسبوعية. يلزم تفعيل البريد الإلكتروني قبل الحجز.',
        'يمكن إلغاء الدرس قبل بدايته وتعود دقائقه إلى رصيد الأسبوع. تغيّب أحد الطرفين دون إلغاء يُحتسب في سجله وتقييمه.',
      ],
    },
    {
      id: 'plans',
      title: 'الباقات والدفع',
      body: [
        'تمنحك الباقة عددًا من الدقائق كل أسبوع طوال مدتها (شهر أو ثلاثة أشهر أو سنة)، وتتجدد الدقائق أسبوعيًا بتوقيت القاهرة ولا تُرحَّل.',
        'الأسعار معلنة بالجنيه المصري في صفحة الأسعار وتشمل جميع الرسوم، وهي المبلغ الذي يُحصَّل عند الاشتراك.',
        'يتم الدفع عبر مزودي دفع مرخّصين (بطاقة بنكية أو محفظة إلكترونية أو رقم مرجعي للدفع النقدي). لا نحتفظ ببيانات بطاقتك كاملة.',
        'لا يتجدد الاشتراك تلقائيًا. يمكنك إلغاء اشتراك مدفوع من صفحة المدفوعات ما لم تحضر فيه أكثر من درسين، ويُرد إليك ثمن الأسابيع الكاملة المتبقية بوسيلة الدفع نفسها. وتُنظر طلبات الاسترداد الأخرى وفق قانون حماية المستهلك رقم ١٨١ لسنة ٢٠١٨.',
      ],
    },
    {
      id: 'tutors',
      title: 'المدرسون',
      body: [
        'ينضم المدرس بعد مقابلة يجريها فريقنا، وله أن يحدد مواعيده الأسبوعية. لا يجوز تعديل الجدول بما يلغي دروسًا محجوزة.',
        'يُحتسب أجر كل درس عند حجزه، ويحق للمدرس طلب سحب أرباحه بين ١٠٠ و٥٠٬٠٠٠ جنيه وفق إجراءات المنصة.',
        'يلتزم المدرس بالمواعيد وبمعاملة الطلاب باحترام، وبعدم التواصل معهم للتدريس خارج المنصة.',
      ],
    },
    {
      id: 'conduct',
      title: 'السلوك المقبول',
      body: [
        'يُمنع أي محتوى مسيء أو تمييزي أو مخالف للقانون أو الآداب العامة في الدروس والمحادثات.',
        'يُمنع تسجيل الدروس أو نشر محتواها أو بيانات الطرف الآخر دون موافقته.',
        'يحق لنا إيقاف أي حساب يخالف هذه الشروط، مع إخطار صاحبه بالسبب.',
      ],
    },
    {
      id: 'liability',
      title: 'حدود المسؤولية',
      body: [
        'نبذل جهدنا لتكون المنصة متاحة وآمنة، لكنها قد تتوقف أحيانًا للصيانة أو لأسباب خارجة عن إرادتنا.',
        'لا نضمن نتيجة تعليمية بعينها؛ التقدم يعتمد على انتظامك وجهدك.',
      ],
    },
    {
      id: 'changes',
      title: 'تعديل الشروط والقانون الحاكم',
      body: [
        'قد نعدّل هذه الشروط، وسنخطرك بأي تغيير جوهري قبل سريانه. استمرارك في الاستخدام بعد السريان يعني موافقتك.',
        'تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم القاهرة بأي نزاع ينشأ عنها.',
      ],
    },
  ],
};

const termsEn: LegalDocument = {
  title: 'Terms of service',
  intro:
    'These terms govern your use of Darsak, the platform for live English lessons, as a student or a tutor. By using the platform or creating an account, you accept them.',
  sections: [
    {
      id: 'account',
      title: 'Your account',
      body: [
        'Your details must be true and current: your real name (at least two parts) and an email address you own.',
        'Your account is personal; you are responsible for keeping your password secret and for everything done through your account. Tell us at once if you suspect unauthorised use.',
        'People under 18 use the platform with a guardian’s consent and supervision.',
      ],
    },
    {
      id: 'lessons',
      title: 'Lessons and booking',
      body: [
        'Lessons are live video lessons of 15 or 30 minutes, booked in a tutor’s free times during the current week.',
        'A student holds one booked lesson at a time, and its length is taken from the student’s weekly minutes. An email must be verified before booking.',
        'A lesson can be cancelled before it starts and its minutes return to the week. Missing a lesson without cancelling counts against that person’s record and rating.',
      ],
    },
    {
      id: 'plans',
      title: 'Plans and payment',
      body: [
        'A plan gives you minutes every week for its period (a month, three months or a year); the minutes renew weekly on Cairo time and do not carry over.',
        'Prices are published in Egyptian pounds on the pricing page and include every fee; they are the amount charged at checkout.',
        'Payments go through licensed payment providers (bank card, mobile wallet, or a reference number paid in cash). We never keep your full card details.',
        'Plans do not renew by themselves. You can cancel a paid plan from your payments page unless you have had more than two lessons under it; the whole weeks left are refunded the way you paid. Other refund requests are handled under Consumer Protection Law No. 181 of 2018.',
      ],
    },
    {
      id: 'tutors',
      title: 'Tutors',
      body: [
        'A tutor joins after an interview with our team and sets their own weekly times. A schedule change may not cancel booked lessons.',
        'Each lesson’s pay is fixed when it is booked; a tutor may withdraw between EGP 100 and EGP 50,000 following the platform’s procedure.',
        'Tutors keep their appointments, treat students with respect, and do not arrange lessons with them outside the platform.',
      ],
    },
    {
      id: 'conduct',
      title: 'Acceptable conduct',
      body: [
        'No abusive, discriminatory or unlawful content in lessons or chats.',
        'No recording of lessons or sharing of their content or of the other person’s data without their consent.',
        'We may suspend an account that breaks these terms, and tell its owner why.',
      ],
    },
    {
      id: 'liability',
      title: 'Limits of liability',
      body: [
        'We work to keep the platform available and safe, but it may pause for maintenance or for reasons beyond our control.',
        'We do not promise a particular learning outcome; progress depends on your regular practice.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes and governing law',
      body: [
        'We may change these terms and will tell you of any material change before it takes effect. Using the platform afterwards means you accept it.',
        'These terms are governed by the laws of the Arab Republic of Egypt, and the courts of Cairo decide any dispute arising from them.',
      ],
    },
  ],
};

const privacyAr: LegalDocument = {
  title: 'سياسة الخصوصية',
  intro:
    'توضح هذه السياسة كيف يجمع درسك بياناتك الشخصية ويعالجها ويحميها، وفق قانون حماية البيانات الشخصية المصري رقم ١٥١ لسنة ٢٠٢٠ ولائحته التنفيذية. درسك هو المتحكم في بياناتك بالمعنى الوارد في القانون.',
  sections: [
    {
      id: 'collect',
      title: 'البيانات التي نجمعها',
      body: [
        'بيانات الحساب: الاسم والبريد الإلكتروني ورقم الموبايل وكلمة المرور (مخزّنة مشفّرة تشفيرًا لا يمكن عكسه)، واختياريًا النوع وسنة الميلاد والمحافظة والوظيفة والصورة.',
        'بيانات التعلم: المستوى والهدف والمواضيع المفضلة، والدروس المحجوزة، والتقييمات، ورسائل المحادثة.',
        'بيانات الدفع: الباقة والمبالغ وحالة المعاملات. بيانات البطاقة يعالجها مزود الدفع المرخّص مباشرة، ولا نحتفظ إلا برمز مرجعي وآخر أرقام البطاقة.',
        'بيانات تقنية: عنوان IP ونوع المتصفح وسجلات الأخطاء اللازمة لتشغيل الخدمة وحمايتها، ومصدر الزيارة إن جئت من رابط دعوة.',
      ],
    },
    {
      id: 'purposes',
      title: 'لماذا نعالجها',
      body: [
        'لتقديم الخدمة: إنشاء الحساب، حجز الدروس وتشغيلها، الاشتراكات والمدفوعات، ومستحقات المدرسين.',
        'للتواصل معك: رموز التحقق، تذكير الدروس، والرد على رسائلك عبر البريد الإلكتروني أو واتساب حسب اختيارك.',
        'للأمان ومنع الاحتيال، والوفاء بالتزاماتنا القانونية والمحاسبية.',
        'نعالج بياناتك بناءً على موافقتك أو لتنفيذ العقد بيننا أو لالتزام قانوني، ولا نستخدمها في غير هذه الأغراض.',
      ],
    },
    {
      id: 'sharing',
      title: 'مع من نشاركها',
      body: [
        'لا نبيع بياناتك. نشاركها فقط مع مزودي خدمات يعملون لحسابنا بموجب عقود تلزمهم بحمايتها: مزودو الدفع، وخدمات البريد الإلكتروني وواتساب، والاستضافة.',
        'يرى المدرس اسم الطالب وصورته ومستواه في دروسهما المشتركة، ويرى الطلاب الملف العام للمدرس وتقييماته.',
        'قد نفصح عن بيانات إذا طلبتها جهة مختصة وفق القانون.',
        'لا ننقل بياناتك خارج مصر إلا وفق الشروط والضمانات التي يقررها القانون ومركز حماية البيانات الشخصية.',
      ],
    },
    {
      id: 'retention',
      title: 'مدة الاحتفاظ',
      body: [
        'نحتفظ ببيانات الحساب طوال نشاطه، وبعد إغلاقه نحذفها أو نجهّلها خلال مدة معقولة، عدا ما يلزم القانون الاحتفاظ به كالسجلات المالية.',
      ],
    },
    {
      id: 'rights',
      title: 'حقوقك',
      body: [
        'يكفل لك القانون: العلم بالبيانات التي نحتفظ بها عنك والاطلاع عليها، وتصحيحها أو تحديثها، ومحوها، والاعتراض على معالجتها أو تقييدها، والعدول عن موافقتك، والعلم بأي خرق يمس بياناتك.',
        'تستطيع تعديل أغلب بياناتك من إعدادات حسابك، ولغير ذلك راسلنا من صفحة التواصل وسنرد خلال المدة التي يحددها القانون.',
        'يحق لك تقديم شكوى إلى مركز حماية البيانات الشخصية.',
      ],
    },
    {
      id: 'security',
      title: 'حماية البيانات',
      body: [
        'نستخدم اتصالًا مشفّرًا، وتشفير كلمات المرور، وصلاحيات وصول محدودة لفريقنا، ومراقبة لمحاولات الدخول المتكررة.',
        'إذا وقع خرق يمس بياناتك نبلغ المركز ونبلغك وفق المدد المقررة قانونًا.',
      ],
    },
    {
      id: 'cookies',
      title: 'ملفات تعريف الارتباط',
      body: [
        'نستخدم ما يلزم لتشغيل الخدمة فقط: الإبقاء على تسجيل دخولك، وتذكّر لغتك، وتذكّر رابط الدعوة الذي جئت منه لمدة ٣٠ يومًا. لا نستخدم ملفات إعلانية أو تتبع من أطراف أخرى.',
      ],
    },
    {
      id: 'contact',
      title: 'التواصل بشأن الخصوصية',
      body: [
        'لأي سؤال أو طلب يخص بياناتك، راسل مسؤول حماية البيانات لدينا من صفحة التواصل أو على البريد الإلكتروني المذكور فيها.',
      ],
    },
  ],
};

const privacyEn: LegalDocument = {
  title: 'Privacy policy',
  intro:
    'This policy explains how Darsak collects, processes and protects your personal data under Egypt’s Personal Data Protection Law No. 151 of 2020 and its executive regulations. Darsak is the controller of your data in the sense of that law.',
  sections: [
    {
      id: 'collect',
      title: 'What we collect',
      body: [
        'Account data: your name, email, mobile number and password (stored only as a one-way hash), and optionally your gender, birth year, governorate, job and photo.',
        'Learning data: your level, goal and favourite topics, your booked lessons, ratings, and chat messages.',
        'Payment data: your plan, amounts and transaction statuses. Card details are handled directly by the licensed payment provider; we keep only a reference token and the card’s last digits.',
        'Technical data: IP address, browser type and error logs needed to run and protect the service, and where your visit came from if you followed an invitation link.',
      ],
    },
    {
      id: 'purposes',
      title: 'Why we process it',
      body: [
        'To provide the service: your account, booking and running lessons, subscriptions and payments, and tutors’ earnings.',
        'To reach you: verification codes, lesson reminders and answers to your messages, by email or WhatsApp as you choose.',
        'For security and fraud prevention, and to meet our legal and accounting duties.',
        'We process your data with your consent, to perform our contract with you, or to meet a legal duty, and for no other purpose.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: [
        'We never sell your data. We share it only with service providers working for us under contracts that bind them to protect it: payment providers, email and WhatsApp services, and hosting.',
        'A tutor sees a student’s name, photo and level for their lessons together; students see a tutor’s public profile and ratings.',
        'We may disclose data when a competent authority requires it under the law.',
        'We transfer data outside Egypt only under the conditions and safeguards set by the law and the Personal Data Protection Centre.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: [
        'We keep account data while the account is active; after it is closed we delete or anonymise it within a reasonable time, except what the law requires us to keep, such as financial records.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: [
        'The law gives you the right to know what data we hold about you and to see it, to correct or update it, to have it erased, to object to or restrict its processing, to withdraw your consent, and to be told of any breach affecting it.',
        'You can change most of your data in your account settings; for anything else write to us from the contact page and we will answer within the time the law sets.',
        'You may complain to the Personal Data Protection Centre.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: [
        'Encrypted connections, hashed passwords, limited access for our team, and monitoring of repeated sign-in attempts.',
        'If a breach affects your data, we notify the Centre and you within the periods the law sets.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'Only what the service needs: keeping you signed in, remembering your language, and remembering for 30 days the invitation link you came from. No advertising or third-party tracking cookies.',
      ],
    },
    {
      id: 'contact',
      title: 'Privacy questions',
      body: [
        'For any question or request about your data, write to our data protection officer from the contact page or at the email address shown there.',
      ],
    },
  ],
};

export const legal = {
  ar: { terms: termsAr, privacy: privacyAr },
  en: { terms: termsEn, privacy: privacyEn },
};
