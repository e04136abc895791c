import { z } from "zod";
import { localized } from "#app/i18n/localized";

/**
 * The company's identity: the one place an operator edits to put the site under another name.
 * The default is a fictional company; its domains use the reserved `.example` top-level domain so
 * that no link or e-mail of the default identity can reach a real third party.
 */
export const socialNetworks = ["youtube", "linkedin", "naverBlog", "instagram", "x"] as const;

const companySchema = z.strictObject({
  name: localized(z.string().min(1)),
  legalName: localized(z.string().min(1)),
  /** The logo's lettering. */
  wordmark: z.string().min(1),
  /** The name in file names, such as downloads: lower-case letters, digits and hyphens. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The domain of the site and of every address below. */
  domain: z.string().min(1),
  siteUrl: z.url(),
  email: z.email(),
  telephone: z.string().min(1),
  prIrEmail: z.email(),
  openSourceEmail: z.email(),
  /** The cyber audit office, which receives reports of violations of the code of ethics. */
  ethicsEmail: z.email(),
  /** The purchasing team, which answers suppliers (the sustainable procurement page). */
  purchasingEmail: z.email(),
  /** Where visitors report a barrier to using the site (the accessibility statement). */
  accessibilityEmail: z.email(),
  /** Where inquiry notifications go unless SALES_EMAIL says otherwise. */
  salesEmail: z.email(),
  /** The sender of those notifications unless MAIL_FROM says otherwise. */
  noReplyEmail: z.email(),
  headOffice: localized(z.string().min(1)),
  japanOffice: localized(z.string().min(1)),
  directions: localized(z.array(z.string().min(1)).min(1)),
  careersUrl: z.url(),
  technicalSupportUrl: z.url(),
  relatedSites: z.array(z.strictObject({ name: localized(z.string().min(1)), url: z.url() })).min(1),
  /** The company's own channels on social networks, in the order the social page lists them. */
  socialChannels: z.array(z.strictObject({ network: z.enum(socialNetworks), url: z.url({ protocol: /^https$/ }) })).min(1),
  /** Hosts an external link may point to; any other external address is refused. */
  allowedExternalHosts: z.array(z.string().min(1)),
});



const domain = "dalbitsemi.example";
/** The name of the company's accounts on social networks. */
const handle = domain.split(".")[0]!;

const socialChannels = [
  { network: "youtube", url: `https://www.youtube.com/@${handle}` },
  { network: "linkedin", url: `https://www.linkedin.com/company/${handle}` },
  { network: "naverBlog", url: `https://blog.naver.com/${handle}` },
  { network: "instagram", url: `https://www.instagram.com/${handle}` },
  { network: "x", url: `https://x.com/${handle}` },
] as const;

export const company = companySchema.parse({
  name: { ko: "달빛반도체", en: "Dalbit Semiconductor", zh: "达比特半导体", ja: "ダルビット半導体" },
  legalName: {
    ko: "달빛반도체 주식회사",
    en: "Dalbit Semiconductor Co., Ltd.",
    zh: "达比特半导体株式会社",
    ja: "ダルビット半導体株式会社",
  },
  wordmark: "DALBIT",
  slug: "dalbit",
  domain,
  siteUrl: `https://www.${domain}`,
  email: `info@${domain}`,
  telephone: "+82-31-8060-1999",
  prIrEmail: `ir@${domain}`,
  openSourceEmail: `opensource@${domain}`,
  ethicsEmail: `ethics@${domain}`,
  purchasingEmail: `purchasing@${domain}`,
  accessibilityEmail: `accessibility@${domain}`,
  salesEmail: `sales@${domain}`,
  noReplyEmail: `no-reply@${domain}`,
  headOffice: {
    ko: "(13487) 경기도 성남시 분당구 판교달빛로 29, 달빛타워",
    en: "Dalbit Tower, 29 Pangyodalbit-ro, Bundang-gu, Seongnam-si, Gyeonggi-do 13487, Korea",
    zh: "韩国京畿道城南市盆唐区板桥达比特路29号 达比特大厦（邮编13487）",
    ja: "〒13487 韓国京畿道城南市盆唐区板橋ダルビット路29 ダルビットタワー",
  },
  japanOffice: {
    ko: "(105-0001) 일본 도쿄도 미나토구 도라노몬 3-8-1, 도라노몬 달빛빌딩 7층",
    en: "7F Toranomon Dalbit Building, 3-8-1 Toranomon, Minato-ku, Tokyo 105-0001, Japan",
    zh: "日本东京都港区虎之门3-8-1 虎之门达比特大厦7层（邮编105-0001）",
    ja: "〒105-0001 東京都港区虎ノ門3-8-1 虎ノ門ダルビットビル7階",
  },
  directions: {
    ko: [
      "지하철: 신분당선·경강선 판교역 1번 출구에서 도보 8분",
      "버스: 판교역 동편 정류장 하차 (간선 380, 광역 9007, 마을 73)",
      "자가용: 방문객 주차는 지하 2층이며, 1층 안내데스크에서 주차권을 받으실 수 있습니다",
    ],
    en: [
      "Subway: Pangyo Station (Shinbundang and Gyeonggang lines), exit 1, an 8-minute walk",
      "Bus: Pangyo Station East stop (trunk 380, express 9007, local 73)",
      "By car: visitor parking is on B2; collect a parking ticket at the ground-floor reception",
    ],
    zh: [
      "地铁：新盆唐线、京江线板桥站1号出口，步行约8分钟",
      "公交：板桥站东侧站下车（干线380路、广域9007路、社区73路）",
      "自驾：访客停车场位于地下二层，请在一层服务台领取停车券",
    ],
    ja: [
      "地下鉄：新盆唐線・京江線 板橋駅1番出口から徒歩8分",
      "バス：板橋駅東側停留所下車（幹線380、広域9007、町内73）",
      "お車：来客用駐車場は地下2階です。1階受付で駐車券をお受け取りください",
    ],
  },
  careersUrl: `https://careers.${domain}`,
  technicalSupportUrl: `https://support.${domain}`,
  relatedSites: [
    { name: { ko: "기술지원 포털", en: "Technical Support Portal", zh: "技术支持门户", ja: "技術サポートポータル" }, url: `https://support.${domain}` },
    { name: { ko: "채용 사이트", en: "Careers", zh: "招聘网站", ja: "採用サイト" }, url: `https://careers.${domain}` },
    { name: { ko: "개발자 포럼", en: "Developer Forum", zh: "开发者论坛", ja: "開発者フォーラム" }, url: `https://forum.${domain}` },
    { name: { ko: "전자공시시스템(DART)", en: "DART disclosure system", zh: "电子公示系统（DART）", ja: "電子公示システム（DART）" }, url: "https://dart.fss.or.kr" },
  ],
  socialChannels,
  allowedExternalHosts: [`support.${domain}`, `careers.${domain}`, `forum.${domain}`, "dart.fss.or.kr", ...socialChannels.map((channel) => new URL(channel.url).hostname)],
});
export type Company = typeof company;
