-- Staff search the deliveries screen by the start of a recipient (an address, a phone number), in any case.
CREATE INDEX `deliveries_recipient_idx` ON `deliveries` (lower("recipient"));