import type { ReactElement, SVGProps } from "react";
import type { BrandIcon, LucideSpriteIcon } from "./icon-names";
import iconSpriteUrl from "./icon-sprite.svg?no-inline";

/**
 * The public site's icons, drawn from one sprite file (`<use href="sprite#name">`) instead of inline paths: the
 * pages the Worker and the build render carry no path data, which took the home page's HTML past the first round
 * trip of a slow phone connection (issue 43: 57 inline icons, 2.7 KB of its 15.5 KB gzipped). The sprite is an
 * immutable asset, fetched once. The back office's screens keep lucide-react's inline icons.
 *
 * Decorative by default (aria-hidden), as lucide's are; given an aria-label, an icon is an image with that name.
 */
export type SiteIconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type SiteIcon = (props: SiteIconProps) => ReactElement;

/** One symbol of the sprite, in an <svg> of `props`: decorative, or an image named by its aria-label. */
function SpriteSvg({ symbol, ...props }: SiteIconProps & { symbol: string }) {
  const use = <use href={`${iconSpriteUrl}#${symbol}`} />;
  if (props["aria-label"]) {
    return (
      <svg focusable="false" {...props} role="img" aria-label={props["aria-label"]}>
        {use}
      </svg>
    );
  }
  return (
    <svg focusable="false" {...props} aria-hidden="true">
      {use}
    </svg>
  );
}

/** A lucide icon: stroked in currentColor at lucide's width, as lucide-react draws it. */
function lucideIcon(name: LucideSpriteIcon): SiteIcon {
  return (props) => (
    <SpriteSvg
      symbol={name}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/** A brand mark, filled in currentColor. */
export function BrandMark({ brand, ...props }: SiteIconProps & { brand: BrandIcon }) {
  return <SpriteSvg symbol={brand} viewBox="0 0 24 24" fill="currentColor" {...props} />;
}

export const ArrowLeftIcon = /* @__PURE__ */ lucideIcon("arrow-left");
export const ArrowRightIcon = /* @__PURE__ */ lucideIcon("arrow-right");
export const AwardIcon = /* @__PURE__ */ lucideIcon("award");
export const BadgeCheckIcon = /* @__PURE__ */ lucideIcon("badge-check");
export const BadgeDollarSignIcon = /* @__PURE__ */ lucideIcon("badge-dollar-sign");
export const BellPlusIcon = /* @__PURE__ */ lucideIcon("bell-plus");
export const BriefcaseIcon = /* @__PURE__ */ lucideIcon("briefcase");
export const BuildingIcon = /* @__PURE__ */ lucideIcon("building");
export const BuildingComplexIcon = /* @__PURE__ */ lucideIcon("building-complex");
export const CalculatorIcon = /* @__PURE__ */ lucideIcon("calculator");
export const CalendarIcon = /* @__PURE__ */ lucideIcon("calendar");
export const CalendarClockIcon = /* @__PURE__ */ lucideIcon("calendar-clock");
export const CalendarPlusIcon = /* @__PURE__ */ lucideIcon("calendar-plus");
export const ChartLineIcon = /* @__PURE__ */ lucideIcon("chart-line");
export const CheckIcon = /* @__PURE__ */ lucideIcon("check");
export const ChevronDownIcon = /* @__PURE__ */ lucideIcon("chevron-down");
export const CircleCheckIcon = /* @__PURE__ */ lucideIcon("circle-check");
export const CircleDollarSignIcon = /* @__PURE__ */ lucideIcon("circle-dollar-sign");
export const ClipboardCheckIcon = /* @__PURE__ */ lucideIcon("clipboard-check");
export const ClockIcon = /* @__PURE__ */ lucideIcon("clock");
export const CompassIcon = /* @__PURE__ */ lucideIcon("compass");
export const CookieIcon = /* @__PURE__ */ lucideIcon("cookie");
export const CpuIcon = /* @__PURE__ */ lucideIcon("cpu");
export const CrownIcon = /* @__PURE__ */ lucideIcon("crown");
export const DollarSignIcon = /* @__PURE__ */ lucideIcon("dollar-sign");
export const EyeIcon = /* @__PURE__ */ lucideIcon("eye");
export const EyeOffIcon = /* @__PURE__ */ lucideIcon("eye-off");
export const FactoryIcon = /* @__PURE__ */ lucideIcon("factory");
export const GiftIcon = /* @__PURE__ */ lucideIcon("gift");
export const GraduationCapIcon = /* @__PURE__ */ lucideIcon("graduation-cap");
export const HandshakeIcon = /* @__PURE__ */ lucideIcon("handshake");
export const HeartPulseIcon = /* @__PURE__ */ lucideIcon("heart-pulse");
export const LandmarkIcon = /* @__PURE__ */ lucideIcon("landmark");
export const LoaderCircleIcon = /* @__PURE__ */ lucideIcon("loader-circle");
export const LockIcon = /* @__PURE__ */ lucideIcon("lock");
export const LogInIcon = /* @__PURE__ */ lucideIcon("log-in");
export const MailIcon = /* @__PURE__ */ lucideIcon("mail");
export const MapPinIcon = /* @__PURE__ */ lucideIcon("map-pin");
export const MedalIcon = /* @__PURE__ */ lucideIcon("medal");
export const MenuIcon = /* @__PURE__ */ lucideIcon("menu");
export const MessageSquareIcon = /* @__PURE__ */ lucideIcon("message-square");
export const PhoneIcon = /* @__PURE__ */ lucideIcon("phone");
export const QuoteIcon = /* @__PURE__ */ lucideIcon("quote");
export const RefreshCwIcon = /* @__PURE__ */ lucideIcon("refresh-cw");
export const ScaleIcon = /* @__PURE__ */ lucideIcon("scale");
export const SearchIcon = /* @__PURE__ */ lucideIcon("search");
export const ShieldCheckIcon = /* @__PURE__ */ lucideIcon("shield-check");
export const SparklesIcon = /* @__PURE__ */ lucideIcon("sparkles");
export const StarIcon = /* @__PURE__ */ lucideIcon("star");
export const SunIcon = /* @__PURE__ */ lucideIcon("sun");
export const TargetIcon = /* @__PURE__ */ lucideIcon("target");
export const TimerIcon = /* @__PURE__ */ lucideIcon("timer");
export const TrendingUpIcon = /* @__PURE__ */ lucideIcon("trending-up");
export const TrophyIcon = /* @__PURE__ */ lucideIcon("trophy");
export const UsersIcon = /* @__PURE__ */ lucideIcon("users");
export const WalletIcon = /* @__PURE__ */ lucideIcon("wallet");
export const XIcon = /* @__PURE__ */ lucideIcon("x");
