-- Issue 46: what a person offers and a job asks, as data, for matching. Candidates: where they live (as given, and
-- its coordinates), relocation, remote preference, desired pay (cents per year or hour), notice in weeks, work
-- authorization, skills. Jobs: the salary as numbers beside its text, the location's coordinates, skills.
ALTER TABLE `candidates` ADD `location` text;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `latitude` real;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `longitude` real;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `willing_to_relocate` integer;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `remote_preference` text;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `desired_pay_cents` integer;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `desired_pay_period` text;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `available_in_weeks` integer;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `work_authorization` text;
--> statement-breakpoint
ALTER TABLE `candidates` ADD `skills` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
CREATE INDEX `candidates_latitude_idx` ON `candidates` (`latitude`);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_min_cents` integer;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_max_cents` integer;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_period` text;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `latitude` real;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `longitude` real;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `required_skills` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `jobs` ADD `preferred_skills` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
CREATE INDEX `jobs_status_latitude_idx` ON `jobs` (`status`,`latitude`);
--> statement-breakpoint
-- The salary texts read once, as worker/contract/salary-range.ts parseSalary reads them: "$145,000 - $185,000" (a
-- year), "$65 - $85/hr" (an hour), "$120K - $150K", or one amount. Anything else ("Competitive") stays text only.
UPDATE `jobs` SET
  `salary_min_cents` = CAST(ROUND(parsed.low * 100) AS INTEGER),
  `salary_max_cents` = CAST(ROUND(parsed.high * 100) AS INTEGER),
  `salary_period` = CASE WHEN parsed.hourly OR parsed.high < 1000 THEN 'hour' ELSE 'year' END
FROM (
  SELECT id,
    CAST(replace(replace(lowpart, 'k', ''), ',', '') AS REAL) * (CASE WHEN lowpart LIKE '%k' THEN 1000 ELSE 1 END) AS low,
    CAST(replace(replace(highpart, 'k', ''), ',', '') AS REAL) * (CASE WHEN highpart LIKE '%k' THEN 1000 ELSE 1 END) AS high,
    hourly
  FROM (
    SELECT id,
      CASE WHEN instr(amounts, '-') > 0 THEN substr(amounts, 1, instr(amounts, '-') - 1) ELSE amounts END AS lowpart,
      CASE WHEN instr(amounts, '-') > 0 THEN substr(amounts, instr(amounts, '-') + 1) ELSE amounts END AS highpart,
      hourly
    FROM (
      SELECT id,
        replace(replace(replace(replace(replace(replace(replace(lower(`salary`), ' ', ''), '$', ''), '/hour', ''), '/hr', ''), 'perhour', ''), 'hourly', ''), '–', '-') AS amounts,
        (lower(`salary`) LIKE '%/hr%' OR lower(`salary`) LIKE '%/ hr%' OR lower(`salary`) LIKE '%/hour%' OR lower(`salary`) LIKE '%per hour%' OR lower(`salary`) LIKE '%hourly%') AS hourly
      FROM `jobs`
      WHERE `salary` LIKE '$%'
    )
  )
) AS parsed
WHERE `jobs`.`id` = parsed.id
  AND parsed.low > 0 AND parsed.high >= parsed.low;
--> statement-breakpoint
-- Each job's coordinates: its "City, ST" at the centre of the city's ZIPs ("Remote" has none).
UPDATE `jobs` SET
  `latitude` = (SELECT avg(`places`.`latitude`) FROM `places` WHERE `places`.`city` = trim(substr(`jobs`.`location`, 1, instr(`jobs`.`location`, ',') - 1)) COLLATE NOCASE AND `places`.`state` = upper(trim(substr(`jobs`.`location`, instr(`jobs`.`location`, ',') + 1)))),
  `longitude` = (SELECT avg(`places`.`longitude`) FROM `places` WHERE `places`.`city` = trim(substr(`jobs`.`location`, 1, instr(`jobs`.`location`, ',') - 1)) COLLATE NOCASE AND `places`.`state` = upper(trim(substr(`jobs`.`location`, instr(`jobs`.`location`, ',') + 1))))
WHERE instr(`location`, ',') > 0;
