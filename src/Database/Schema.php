<?php
/**
 * The canonical CREATE TABLE statements.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * One canonical definition per table, in dbDelta's dialect (two spaces after PRIMARY KEY, one
 * column per line, KEY not INDEX). dbDelta brings any older table up to these definitions; what it
 * cannot do (renames, drops, data moves) belongs in Migrations.
 *
 * Performance is designed here (see the brief; bench/README.md has the figures):
 * - `rollups` holds every count a report shows, per survey and site day (Reporting\Rollups keeps
 *   it exact; its builds row says what it was built under): a report of any range sums a few
 *   hundred of its rows by primary key instead of walking a million answers;
 * - answers' survey_question_order (survey_id, question_id, status, submitted_at, response_id,
 *   value_num, has_extra) serves the newest answers and answer pages in (submitted_at,
 *   response_id) order. has_extra (whether a comment or name came with it) is a stored generated
 *   column, which writers never set.
 * - the counters every response updates (counts, rollups and rollups_build, impressions) end their
 *   primary key in `shard`: each database node of a Galera cluster adds into its own row of a key
 *   (Database\CounterShard; 0 on a single server), so two nodes never update one row at once, and
 *   every reader sums a key's rows (a single row may be negative).
 * Response lists and counts use (survey_id, status, submitted_at). Times are UTC.
 * A response saved as the visitor goes has completed = 0 until its last save, a
 * response_key made in the browser (UNIQUE per survey: a retried save never stores it twice; NULL
 * for one-shot saves) and `shown`, the comma list of the question ids it displayed (NULL: not
 * tracked, every question counts as shown). notify_state says whether its e-mail and webhooks are
 * done (1), due 30 minutes after it started if still partial (0: notifications.include_partial),
 * or due when it completes (2); notify_due serves the minute event's sweep of the due ones.
 * A survey's `language` is the locale of its own texts ('' for the site's), `translations` its
 * texts in other locales (Surveys\Translations); a response's and its facts' `language` is the
 * locale it was answered in ('' before languages were recorded).
 */
final class Schema {

	/**
	 * The statements for the current site.
	 *
	 * @param Tables $tables          Table names.
	 * @param string $charset_collate The site's charset and collation clause.
	 * @return array<string, string> CREATE TABLE statements keyed by short table name.
	 */
	public static function statements( Tables $tables, string $charset_collate ): array {
		// InnoDB by name: the charset clause names no engine, and a server whose default is still
		// MyISAM would make tables without transactions that a Galera cluster does not replicate.
		$options = trim( 'ENGINE=InnoDB ' . $charset_collate );
		return array(
			'surveys'            => "CREATE TABLE {$tables->surveys()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  title varchar(255) NOT NULL DEFAULT '',
  type varchar(20) NOT NULL DEFAULT '',
  template varchar(64) NOT NULL DEFAULT '',
  status varchar(20) NOT NULL DEFAULT 'draft',
  questions longtext NOT NULL,
  settings longtext NOT NULL,
  notifications longtext NOT NULL,
  publish_at datetime DEFAULT NULL,
  language varchar(20) NOT NULL DEFAULT '',
  translations longtext NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  guard_seq bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY status_publish_at (status,publish_at),
  KEY created_at (created_at)
) {$options};",
			'responses'          => "CREATE TABLE {$tables->responses()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  survey_id bigint(20) unsigned NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'publish',
  submitted_at datetime NOT NULL,
  page_url varchar(2048) NOT NULL DEFAULT '',
  page_title varchar(255) NOT NULL DEFAULT '',
  page_post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  user_ip varchar(45) NOT NULL DEFAULT '',
  user_browser varchar(64) NOT NULL DEFAULT '',
  user_os varchar(64) NOT NULL DEFAULT '',
  user_device varchar(16) NOT NULL DEFAULT '',
  completed tinyint(1) unsigned NOT NULL DEFAULT 1,
  response_key char(36) DEFAULT NULL,
  shown text,
  notify_state tinyint(1) unsigned NOT NULL DEFAULT 1,
  origin char(16) DEFAULT NULL,
  language varchar(20) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY survey_response_key (survey_id,response_key),
  KEY notify_due (notify_state,submitted_at),
  KEY survey_status_submitted (survey_id,status,submitted_at),
  KEY submitted_at (submitted_at),
  KEY user_id (user_id)
) {$options};",
			'answers'            => "CREATE TABLE {$tables->answers()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  response_id bigint(20) unsigned NOT NULL,
  survey_id bigint(20) unsigned NOT NULL,
  question_id varchar(64) NOT NULL,
  value text NOT NULL,
  value_num smallint(6) DEFAULT NULL,
  extra text,
  status varchar(20) NOT NULL DEFAULT 'publish',
  submitted_at datetime NOT NULL,
  has_extra tinyint(1) GENERATED ALWAYS AS (extra is not null) STORED,
  PRIMARY KEY  (id),
  KEY response_id (response_id),
  KEY survey_question_order (survey_id,question_id,status,submitted_at,response_id,value_num,has_extra),
  KEY survey_question_value (survey_id,question_id,value(100))
) {$options};",
			'impressions'        => "CREATE TABLE {$tables->impressions()} (
  survey_id bigint(20) unsigned NOT NULL,
  day date NOT NULL,
  count int(10) unsigned NOT NULL DEFAULT 0,
  shard tinyint(3) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,day,shard)
) {$options};",
			'rollups'            => "CREATE TABLE {$tables->rollups()} (
  survey_id bigint(20) unsigned NOT NULL,
  kind tinyint(3) unsigned NOT NULL,
  question_id varchar(64) NOT NULL DEFAULT '',
  day date NOT NULL,
  value_hash binary(16) NOT NULL,
  value text NOT NULL,
  answers int(11) NOT NULL DEFAULT 0,
  comments int(11) NOT NULL DEFAULT 0,
  shard tinyint(3) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,kind,question_id,day,value_hash,shard)
) {$options};",
			// Each survey's state for each derived set (Reporting\Build\BuildStates; kind 1 the
			// rollups and counters, 2 the facts): what its live rows were built for (live_key),
			// whether its counters are exact, and a running build's key and watermark. Read with
			// the survey row by every writer and build chunk.
			'builds'             => "CREATE TABLE {$tables->builds()} (
  survey_id bigint(20) unsigned NOT NULL,
  kind tinyint(3) unsigned NOT NULL,
  live_key varchar(32) NOT NULL DEFAULT '',
  exact tinyint(1) unsigned NOT NULL DEFAULT 0,
  build_key varchar(32) NOT NULL DEFAULT '',
  build_at datetime NOT NULL DEFAULT '1000-01-01 00:00:00',
  build_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,kind)
) {$options};",
			// Build fences (Reporting\Build\WriteFences): on a database cluster, a row per survey
			// and database node that the survey's writers on that node update first, and that a build
			// chunk updates all of, so a write and a chunk run at once on two nodes touch a common
			// row and cannot both commit. Empty on a single server.
			'build_fences'       => "CREATE TABLE {$tables->build_fences()} (
  survey_id bigint(20) unsigned NOT NULL,
  shard tinyint(3) unsigned NOT NULL,
  seq bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,shard)
) {$options};",
			// A rollup rebuild's staging set (Reporting\RollupSet): the same rows, built in
			// background steps while the live rows keep answering, then swapped in at once.
			'rollups_build'      => "CREATE TABLE {$tables->rollups_build()} (
  survey_id bigint(20) unsigned NOT NULL,
  kind tinyint(3) unsigned NOT NULL,
  question_id varchar(64) NOT NULL DEFAULT '',
  day date NOT NULL,
  value_hash binary(16) NOT NULL,
  value text NOT NULL,
  answers int(11) NOT NULL DEFAULT 0,
  comments int(11) NOT NULL DEFAULT 0,
  shard tinyint(3) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,kind,question_id,day,value_hash,shard)
) {$options};",
			// Exact response counters (Reporting\Counts), kept in every write's transaction and
			// independent of the time zone: per survey its totals (slot 1000-01-01: published and
			// trashed) and its published responses per UTC quarter hour (every site day starts on
			// one, so any range of site days is a range of slots). scope 0 is live, 1 a rebuild's
			// staging set. scope_slot serves the overview's range over every survey, covering its
			// SUM( published ) (InnoDB appends the primary key's shard to it).
			'counts'             => "CREATE TABLE {$tables->counts()} (
  survey_id bigint(20) unsigned NOT NULL,
  scope tinyint(3) unsigned NOT NULL DEFAULT 0,
  slot datetime NOT NULL,
  published int(11) NOT NULL DEFAULT 0,
  trashed int(11) NOT NULL DEFAULT 0,
  partial int(11) NOT NULL DEFAULT 0,
  partial_trashed int(11) NOT NULL DEFAULT 0,
  shard tinyint(3) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,scope,slot,shard),
  KEY scope_slot (scope,slot,survey_id,published)
) {$options};",
			// One row per background job due (Email\EmailQueue): e-mails, and webhook deliveries
			// (kind 'webhook', whose payload holds the body, hence mediumtext); dedupe_key makes
			// queueing idempotent ('response:{id}', 'summary:{last day}', 'webhook:{delivery}');
			// workers claim rows by an atomic UPDATE on (status, run_after), so several web nodes
			// never run one twice.
			'email_queue'        => "CREATE TABLE {$tables->email_queue()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  kind varchar(20) NOT NULL DEFAULT 'response',
  dedupe_key varchar(64) NOT NULL,
  survey_id bigint(20) unsigned NOT NULL DEFAULT 0,
  response_id bigint(20) unsigned NOT NULL DEFAULT 0,
  recipients text NOT NULL,
  payload mediumtext NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'pending',
  attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
  run_after datetime NOT NULL,
  claim_token varchar(32) NOT NULL DEFAULT '',
  claimed_at datetime DEFAULT NULL,
  last_error text,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY dedupe_key (dedupe_key),
  KEY status_run_after (status,run_after),
  KEY survey_id (survey_id)
) {$options};",
			// One counter per (visitor and survey, window) (Visitors\RateLimiter): an upsert
			// counts atomically where there is no persistent object cache; old windows are swept.
			'rate_limits'        => "CREATE TABLE {$tables->rate_limits()} (
  bucket binary(16) NOT NULL,
  window_start int(10) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (bucket),
  KEY window_start (window_start)
) {$options};",
			// Webhook endpoints (the Webhooks module, Pro): a handful per site, read whole. kind says
			// what a delivery's body is ('webhook': the signed JSON; 'slack': a Slack message);
			// source who made it ('owner' in Settings, 'rest_hook' subscribed by an automation
			// platform). events and survey_ids are comma lists ('' survey_ids: every survey). The
			// secret signs the deliveries (HMAC-SHA256), so it is kept as it is, never sent to the
			// browser again.
			'webhooks'           => "CREATE TABLE {$tables->webhooks()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  kind varchar(20) NOT NULL DEFAULT 'webhook',
  source varchar(20) NOT NULL DEFAULT 'owner',
  name varchar(100) NOT NULL DEFAULT '',
  url varchar(2048) NOT NULL,
  events varchar(255) NOT NULL DEFAULT '',
  survey_ids text NOT NULL,
  secret varchar(64) NOT NULL,
  active tinyint(1) unsigned NOT NULL DEFAULT 1,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id)
) {$options};",
			// One row per delivery attempt (kept 30 days): what the owner reads to debug an
			// endpoint. Read per endpoint, newest first; pruned by created_at.
			'webhook_deliveries' => "CREATE TABLE {$tables->webhook_deliveries()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  webhook_id bigint(20) unsigned NOT NULL,
  delivery_id varchar(36) NOT NULL,
  event varchar(40) NOT NULL,
  survey_id bigint(20) unsigned NOT NULL DEFAULT 0,
  response_id bigint(20) unsigned NOT NULL DEFAULT 0,
  attempt tinyint(3) unsigned NOT NULL DEFAULT 1,
  outcome varchar(20) NOT NULL,
  response_code smallint(5) unsigned NOT NULL DEFAULT 0,
  duration_ms int(10) unsigned NOT NULL DEFAULT 0,
  error varchar(255) NOT NULL DEFAULT '',
  response_excerpt varchar(500) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY webhook_created (webhook_id,created_at),
  KEY created_at (created_at)
) {$options};",
			// Tags an owner puts on responses (Pro): one row per response and tag; read
			// per response (primary key) and as a filter or a count per survey and tag.
			'response_tags'      => "CREATE TABLE {$tables->response_tags()} (
  survey_id bigint(20) unsigned NOT NULL,
  response_id bigint(20) unsigned NOT NULL,
  tag varchar(40) NOT NULL,
  PRIMARY KEY  (response_id,tag),
  KEY survey_tag (survey_id,tag,response_id)
) {$options};",
			// Notes on responses (Pro): a handful per response, read per response.
			'response_notes'     => "CREATE TABLE {$tables->response_notes()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  survey_id bigint(20) unsigned NOT NULL,
  response_id bigint(20) unsigned NOT NULL,
  author_id bigint(20) unsigned NOT NULL DEFAULT 0,
  note text NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY response_id (response_id),
  KEY survey_id (survey_id)
) {$options};",
			// One narrow row per published response (Reporting\Facts): what filtered reports scan.
			// Clustered on the survey and time, so a survey's range is read in order. `sentiments`
			// holds a bit per sentiment its open answers were read as (ResponseFacts::sentiment_bit()),
			// `themes` the bit `slot` of each theme with a slot (insight_themes) they are about.
			'response_facts'     => "CREATE TABLE {$tables->response_facts()} (
  survey_id bigint(20) unsigned NOT NULL,
  submitted_at datetime NOT NULL,
  response_id bigint(20) unsigned NOT NULL,
  completed tinyint(1) unsigned NOT NULL DEFAULT 1,
  tracked tinyint(1) unsigned NOT NULL DEFAULT 0,
  device varchar(16) NOT NULL DEFAULT '',
  shown_mask bigint(20) unsigned NOT NULL DEFAULT 0,
  last_shown tinyint(3) unsigned NOT NULL DEFAULT 0,
  codes varbinary(64) NOT NULL DEFAULT '',
  language varchar(20) NOT NULL DEFAULT '',
  sentiments tinyint(3) unsigned NOT NULL DEFAULT 0,
  themes bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (survey_id,submitted_at,response_id),
  UNIQUE KEY response_id (response_id)
) {$options};",
			// Hidden fields' values (Reporting\ResponseFields): written once with the response's
			// first save, read per response (primary key) and as a filter's semi-join per survey,
			// name and exact value (survey_name_value; 191 characters keep the index within the
			// older 767-byte column limit).
			'response_fields'    => "CREATE TABLE {$tables->response_fields()} (
  response_id bigint(20) unsigned NOT NULL,
  survey_id bigint(20) unsigned NOT NULL,
  name varchar(40) NOT NULL,
  value varchar(200) NOT NULL,
  PRIMARY KEY  (response_id,name),
  KEY survey_name_value (survey_id,name,value(191))
) {$options};",
			// Personal single-use links (Links\PersonalLinks): found by the SHA-256 of the secret
			// the link carries (secret_hash, unique), claimed once by the response that uses it;
			// the owner's list of unused links reads survey_used in id order.
			'links'              => "CREATE TABLE {$tables->links()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  survey_id bigint(20) unsigned NOT NULL,
  secret_hash char(64) NOT NULL,
  fields text NOT NULL,
  created_at datetime NOT NULL,
  expires_at datetime DEFAULT NULL,
  used_at datetime DEFAULT NULL,
  response_id bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY secret_hash (secret_hash),
  KEY survey_used (survey_id,used_at,id)
) {$options};",
			// Each integration destination's health (Integrations\DeliveryHealth): consecutive
			// failed deliveries, the last error and when it last worked, one row per destination
			// ('webhook:3', 'email:notifications'), counted in one statement per outcome; read by
			// the admin notice and Site Health on the failures index.
			'delivery_health'    => "CREATE TABLE {$tables->delivery_health()} (
  destination varchar(64) NOT NULL,
  label varchar(255) NOT NULL DEFAULT '',
  failures int(10) unsigned NOT NULL DEFAULT 0,
  last_error varchar(255) NOT NULL DEFAULT '',
  last_failed_at datetime DEFAULT NULL,
  last_ok_at datetime DEFAULT NULL,
  PRIMARY KEY  (destination),
  KEY failures (failures)
) {$options};",
			// Read-only results links (ResultLinks): found by the SHA-256 of the secret the link
			// carries; what the page shows beyond the overview is decided per link.
			'result_links'       => "CREATE TABLE {$tables->result_links()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  survey_id bigint(20) unsigned NOT NULL,
  secret_hash char(64) NOT NULL,
  label varchar(100) NOT NULL DEFAULT '',
  open_answers tinyint(1) unsigned NOT NULL DEFAULT 0,
  personal_data tinyint(1) unsigned NOT NULL DEFAULT 0,
  created_by bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  expires_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY secret_hash (secret_hash),
  KEY survey_id (survey_id)
) {$options};",
			// Insights (Pro): one row per analysed open answer part ('answer': a text or long
			// text; 'comment': the comment box of a choice or rating question), written by the
			// background processor (Insights\InsightsProcessor), never in a visitor's request.
			// sentiment -1/0/1, score the analyzer's -1..1 times 1000; origin 'owner' once the owner
			// labelled the part, which the processor then leaves alone. Read per response (primary
			// key) and, like the facts, as a report's filter or count per survey and sentiment
			// (survey_sentiment ends with response_id: a semi-join on responses reads the index only).
			'answer_insights'    => "CREATE TABLE {$tables->answer_insights()} (
  survey_id bigint(20) unsigned NOT NULL,
  response_id bigint(20) unsigned NOT NULL,
  question_id varchar(64) NOT NULL,
  part varchar(10) NOT NULL DEFAULT 'answer',
  sentiment tinyint(4) NOT NULL DEFAULT 0,
  score smallint(6) NOT NULL DEFAULT 0,
  origin varchar(10) NOT NULL DEFAULT 'auto',
  analyzed_at datetime NOT NULL,
  PRIMARY KEY  (response_id,question_id,part),
  KEY survey_sentiment (survey_id,sentiment,response_id)
) {$options};",
			// A survey's themes (Insights\ThemeStore): suggested from its answers or made by the
			// owner, with the example phrases answers are matched on; a few dozen per survey, read
			// whole per survey.
			// `slot` (0–63, unique per survey; NULL past the 64th) is the bit the theme sets in its
			// responses' facts rows (response_facts.themes).
			'insight_themes'     => "CREATE TABLE {$tables->insight_themes()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  survey_id bigint(20) unsigned NOT NULL,
  label varchar(120) NOT NULL,
  examples text NOT NULL,
  origin varchar(10) NOT NULL DEFAULT 'suggested',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  slot tinyint(3) unsigned DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY survey_id (survey_id),
  UNIQUE KEY survey_slot (survey_id,slot)
) {$options};",
			// Which themes an analysed part is about: origin 'auto' (matched by the processor) or
			// 'owner'. The primary key serves a theme's rows (merge, delete, count); survey_theme a
			// report's filter or count per survey and theme, ending with response_id like the
			// tags' index; response_id the single response and the deletion of responses.
			'answer_themes'      => "CREATE TABLE {$tables->answer_themes()} (
  survey_id bigint(20) unsigned NOT NULL,
  theme_id bigint(20) unsigned NOT NULL,
  response_id bigint(20) unsigned NOT NULL,
  question_id varchar(64) NOT NULL,
  part varchar(10) NOT NULL DEFAULT 'answer',
  origin varchar(10) NOT NULL DEFAULT 'auto',
  PRIMARY KEY  (theme_id,response_id,question_id,part),
  KEY survey_theme (survey_id,theme_id,response_id),
  KEY response_id (response_id)
) {$options};",
			// Work claims (Database\WorkClaims): one row per named background task held by one
			// process (token) until expires_at, fence counting its takes; and guard rows
			// ('guard:…', no holder) that check-then-insert transactions write first, so two
			// cluster nodes' transactions conflict. A handful of rows, read by primary key.
			'claims'             => "CREATE TABLE {$tables->claims()} (
  name varchar(100) NOT NULL,
  token char(32) NOT NULL DEFAULT '',
  fence bigint(20) unsigned NOT NULL DEFAULT 0,
  renewals bigint(20) unsigned NOT NULL DEFAULT 0,
  claimed_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  PRIMARY KEY  (name)
) {$options};",
		);
	}
}
