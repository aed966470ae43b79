/**
 * The time zones of US area codes (the NANP's +1 numbers of the states, DC and the territories), for a recipient
 * whose location is not known (decision 106). Source: NANPA's area code assignments by state
 * (nationalnanpa.com, "NPA database", as of 2026), each state's zones from the US time zone boundaries (49 CFR part
 * 71). An area code whose territory straddles a zone boundary (the Florida panhandle, western Kentucky, the Dakotas'
 * west ...) maps to each of its zones, and a text then waits for the hours of all of them. Canadian and other +1
 * codes are not listed: their recipients' zone is unknown.
 */

const BY_ZONE: Record<string, string> = {
  "America/New_York": `203 475 860 959 302 202 771 239 305 321 324 352 386 407 561 645 656 689 727 728 754 772 786 813
    863 904 941 954 850 448 229 404 470 478 678 706 762 770 912 943 260 317 463 574 765 812 930 502 606 859 270 364 207
    227 240 301 410 443 667 339 351 413 508 617 774 781 857 978 231 248 269 313 517 586 616 679 734 810 906 947 989 603
    201 551 609 640 732 848 856 862 908 973 212 315 329 332 347 363 516 518 585 607 624 631 646 680 716 718 838 845 914
    917 929 934 252 336 472 704 743 828 910 919 980 984 216 220 234 283 326 330 380 419 436 440 513 567 614 740 937 215
    223 267 272 412 445 484 570 582 610 717 724 814 835 878 401 803 839 843 854 864 423 865 931 802 276 434 540 571 686
    703 757 804 826 948 304 681`,
  "America/Chicago": `850 448 219 574 812 930 270 364 906 205 251 256 334 659 938 327 479 501 870 217 224 309 312 331
    447 464 618 630 708 730 773 779 815 847 861 872 319 515 563 641 712 316 620 785 913 225 318 337 504 985 218 320 507
    612 651 763 924 952 228 601 662 769 235 314 417 557 573 636 660 816 975 308 402 531 701 605 405 539 572 580 918 210
    214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 936 940 945 956 972 979 262 274 353
    414 534 608 715 920 615 629 731 901 931`,
  "America/Denver": `303 719 720 970 983 406 505 575 385 435 801 307 208 986 308 620 785 701 605 915 458 541`,
  "America/Phoenix": "480 520 602 623 928",
  "America/Los_Angeles": `209 213 279 310 323 341 350 369 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669
    707 714 738 747 760 805 818 820 831 837 840 858 909 916 925 949 951 702 725 775 458 503 541 971 206 253 360 425 509
    564 208 986`,
  "America/Anchorage": "907",
  "Pacific/Honolulu": "808",
  "America/Puerto_Rico": "787 939 340",
  "Pacific/Guam": "671 670",
  "Pacific/Pago_Pago": "684",
};

const ZONES_OF = new Map<string, string[]>();
for (const [zone, codes] of Object.entries(BY_ZONE))
  for (const code of codes.split(/\s+/).filter(Boolean)) ZONES_OF.set(code, [...(ZONES_OF.get(code) ?? []), zone]);

/**
 * The zones of a US phone number's area code ("+13125550142" or "312-555-0142"), or undefined when the number is not
 * a +1 number of a listed area code.
 *
 * @example areaCodeZones("+13125550142") // ["America/Chicago"]
 */
export function areaCodeZones(phone: string): readonly [string, ...string[]] | undefined {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return undefined;
  const zones = ZONES_OF.get(national.slice(0, 3));
  return zones && zones.length > 0 ? (zones as [string, ...string[]]) : undefined;
}
