<?php
/**
 * English words for reading feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * General opinion vocabulary of customer feedback (products, shops, apps, content, support),
 * not the words of any one data set.
 */
final class EnglishWords implements LanguageWords {

	public function positive(): string {
		return 'amazing* awesome beautiful* best better brilliant* clean clear comfortabl* convenien* cool delight* easy easier easiest easily effective* efficien* enjoy* excellen* exceptional* fantastic* fast faster fine fun favo*rite* friendl* glad good great* happy happier handy helpful* impress* intuitive* love loved loves loving lovely neat nice* perfect* pleasant* pleased pleasure polite* professional* prompt* quick quicker quickly recommend* reliab* responsive* satisf* simple simpler smooth* solid super superb* thank thanks thankful* thx useful* valuabl* well-made wonderful* worth worthwhile awesome* excited exciting* informative* insightful* accurate* affordable* bargain flawless* seamless* gorgeous* stunning* outstanding* top-notch spot-on kind courteous* patient* knowledgeable* competent* incredibl* terrific* wow yay appreciat* praise* reasonabl* stable secure* safe straightforward* painless* enjoyable* fab fabulous* phenomenal* stellar sleek* elegant* well_done good_job works_great works_well works_fine no_complaints keep_it_up job_well_done on_time arrived_on_time right_away thank_you happy_with sturdy robust well_made';
	}

	public function negative(): string {
		return 'annoy* awful* bad badly broke broken bug bugs buggy clunky complicat* confus* crash* difficult* disappoint* expensive* overpriced pricey steep fail* frustrat* hard harder hate* horribl* issue issues lag lagg* lost mess messy missing poor* problem* rude* slow slower slowly slowest terribl* ugly unclear unhappy unhelpful unreliabl* unusabl* useless* waste* worse worst wrong glitch* error errors freez* froze frozen stuck hang* cumbersome* tedious* outdated* clutter* spam* spammy intrusive* misleading* damaged defect* faulty unacceptabl* ridiculous* pathetic* garbage rubbish crap sucks sucked junk scam* cheated overcharg* delay* late lousy mediocre* meh unresponsive* unprofessional* ignored impossibl* nightmare* painful* awkward* irritat* angry angri* upset* sad worried* concern* complain* regret* never_again hidden_fees too_much too_many took_forever takes_forever forever no_response no_reply not_working stopped_working keeps_crashing could_be_better needs_improvement room_for_improvement doesn\'t_work does_not_work didn\'t_work don\'t_work cannot_find can\'t_find couldn\'t_find not_found logged_out kicked_out charged_twice never_arrived never_received still_waiting waiting_for hard_to_find hard_to_read overwhelm* buried meh sluggish absurd* downhill deteriorat* cancelling canceling unsubscribing out_of_stock sold_out fell_apart came_apart tore torn ripped';
	}

	public function negations(): string {
		return "not no never nothing none nobody neither nor without hardly barely isn't wasn't aren't weren't don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't haven't hasn't hadn't aint ain't dont doesnt didnt cant isnt wasnt wont";
	}

	public function postposed_negations(): string {
		return '';
	}

	public function intensifiers(): string {
		return 'very really so extremely super incredibly totally absolutely completely truly highly quite especially particularly seriously insanely terribly awfully damn way much most such';
	}

	public function downtoners(): string {
		return 'a_bit a_little a_tad slightly somewhat bit little kinda kind_of sort_of fairly mostly relatively rather partly occasionally sometimes';
	}

	public function excess(): string {
		return 'too overly';
	}

	public function excess_targets(): string {
		return '';
	}

	public function contrasts(): string {
		return 'but however yet except unfortunately sadly';
	}

	public function requests(): string {
		return 'please pls plz could_you can_you would_you would_be would_love would_like i\'d_love i\'d_like i_wish wish it_would how_about what_about why_not any_chance is_there is_it_possible please_add add_a add_an bring_back suggestion suggest feature_request should_add needs_a need_a allow let_me let_us option_to';
	}

	public function stop_words(): string {
		return 'also app site website page thing stuff work works worked working order orders ordered lot bit way time day week guys everything anything something im ive dont youre its yes yeah ok okay hi hello just got get really would could should still even much many';
	}

	public function topics(): string {
		return 'delivery deliveries deliver delivered shipping shipped shipment shipments parcel parcels package packages courier couriers postage dispatch dispatched tracking tracking_number;'
			. 'return returns returned returning refund refunds refunded exchange exchanges send_back sent_back sending_back money_back;'
			. 'login logins log_in logged_in logging_in log-in log_on logon sign_in signed_in signing_in sign-in signin log_out logged_out logout sign_out signed_out locked_out password passwords two_factor 2fa authentication;'
			. 'support customer_service customer_services customer_support customer_care helpdesk help_desk live_chat support_team service_team hotline helpline call_centre call_center;'
			. 'price prices pricing priced cost costs costly expensive pricey overpriced affordable fee fees discount discounts value_for_money;'
			. 'speed slow slower slowly slowness sluggish laggy lag lags lagging load loads loading fast faster snappy performance crash crashes crashed crashing freeze freezes freezing froze frozen timeout timeouts timing_out;'
			. 'quality build_quality well_made well-made material materials fabric stitching seams durable durability sturdy flimsy craftsmanship;'
			. 'content article articles post posts blog blogs guide guides tutorial tutorials recipe recipes story stories;'
			. 'checkout check_out checking_out checked_out check-out basket cart shopping_cart payment payments;'
			. 'ads ad adverts advert advertising advertisement advertisements ad-free ad_free banner banners pop-up pop-ups popup popups pop_up pop_ups sponsored;'
			. 'newsletter newsletters email emails e-mail e-mails mailing_list inbox unsubscribe unsubscribed;'
			. 'dark_mode dark-mode darkmode dark_theme night_mode night_theme;'
			. 'search searches searched searching search_bar search_results search_function;'
			. 'export exports exported exporting csv excel spreadsheet;'
			. 'colour color colours colors;favourite favorite favourites favorites;organise organize organised organized;cancel cancelled canceled cancelling canceling cancellation;'
			. 'catalogue catalog;centre center;behaviour behavior;licence license;grey gray;jewellery jewelry;customise customize customised customized;personalise personalize personalised personalized;analyse analyze;optimise optimize;sign_up signup sign-up;add-on addon add-ons addons;wi-fi wifi';
	}

	public function suffixes(): string {
		return 'ations ation ments ment ness ings ing ies ied ers er edly ed es ly s';
	}
}
