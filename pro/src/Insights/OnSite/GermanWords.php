<?php
/**
 * German words for reading feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * General opinion vocabulary of customer feedback in German, with the spellings people type
 * without umlauts ("zuverlaessig", "schoen").
 */
final class GermanWords implements LanguageWords {

	public function positive(): string {
		return 'ausgezeichnet* einfach* freundlich* gut gute guter gutes guten besser beste besten bestens hilfreich* klasse perfekt* prima schnell* super* toll* zufrieden* zuverlässig* zuverlaessig* übersichtlich* uebersichtlich* angenehm* hervorragend* großartig* grossartig* spitze wunderbar* wunderschön* schön* schoen* praktisch* genial* danke dank dankeschön vielen_dank liebe lieben liebt gefällt gefaellt gefallen begeistert* empfehl* empfehlenswert* top kompetent* freundlichkeit sympathisch* geduldig* fair* günstig* guenstig* preiswert* intuitiv* verständlich* verstaendlich* klar* sauber* stabil* reibungslos* problemlos* unkompliziert* interessant* informativ* lehrreich* spannend* nützlich* nuetzlich* sinnvoll* hochwertig* pünktlich* puenktlich* zügig* zuegig* flott* rasch* gerne gern freude froh glücklich* gluecklich* weiter_so passt alles_gut funktioniert_gut funktioniert_super funktioniert_einwandfrei einwandfrei* tadellos* lob* überzeugt* ueberzeugt* wow robust* beeindruck* gut_verarbeitet';
	}

	public function negative(): string {
		return 'enttäusch* enttaeusch* fehler* kaputt* langsam* problem* schlecht* schwierig* teuer* umständlich* umstaendlich* ärger* aerger* ärgerlich* nervig* nervt* nerven* störend* stoerend* unübersichtlich* unuebersichtlich* kompliziert* verwirrend* unverschämt* unverschaemt* unfreundlich* unhöflich* unhoeflich* frech* katastroph* schrecklich* furchtbar* mies* mangelhaft* unbrauchbar* nutzlos* überteuert* ueberteuert* abzocke* beschädigt* beschaedigt* defekt* verspät* verspaet* spät spaet später* verzögert* verzoegert* verzögerung* verloren* fehlt fehlen fehlte fehlende* absturz* abgestürzt* abgestuerzt* stürzt* stuerzt* hängt haengt hängen* haengen* lahm* träge traege unzuverlässig* unzuverlaessig* unklar* unmöglich* unmoeglich* ärgerlich leider schade mühsam* muehsam* veraltet* unzufrieden* sauer wütend* wuetend* enttäuschung* frust* frustrier* zumutung* unbefriedigend* mangel* beschwerde* reklamation* lästig* laestig* penetrant* aufdringlich* spam* nie_wieder funktioniert_nicht geht_nicht klappt_nicht keine_antwort keine_rückmeldung keine_rueckmeldung nicht_erreichbar zu_lange dauert_ewig ewig ewigkeit* immer_noch_nicht warte_immer_noch könnte_besser_sein koennte_besser_sein ausbaufähig* ausbaufaehig* verbesserungswürdig* verbesserungswuerdig* übertrieben* uebertrieben* absurd* verschlechtert* kündige kuendige gekündigt gekuendigt ausverkauft* nicht_lieferbar gerissen';
	}

	public function negations(): string {
		return 'nicht kein keine keinen keinem keiner keines nie niemals nichts ohne kaum weder noch_nie';
	}

	public function postposed_negations(): string {
		return 'nicht nie niemals';
	}

	public function intensifiers(): string {
		return 'sehr echt wirklich total extrem absolut richtig besonders äußerst aeusserst ziemlich so viel super mega voll unglaublich völlig voellig komplett ganz wahnsinnig';
	}

	public function downtoners(): string {
		return 'etwas bisschen ein_bisschen ein_wenig leicht eher relativ teilweise manchmal etwa recht';
	}

	public function excess(): string {
		return 'zu';
	}

	public function excess_targets(): string {
		return 'teuer lang lange langsam klein groß gross viel viele wenig hoch kurz spät spaet kompliziert laut schwer umständlich umstaendlich früh frueh oft selten voll klein dunkel hell schwach knapp eng weit alt hoch häufig haeufig aufdringlich unübersichtlich unuebersichtlich';
	}

	public function contrasts(): string {
		return 'aber jedoch allerdings doch trotzdem dennoch leider nur_leider sondern';
	}

	public function requests(): string {
		return 'bitte wäre wäre_schön waere waere_schoen wäre_toll wäre_gut wäre_super wünsche wuensche wünschen wünschenswert wuenschenswert könnten koennten könntet koenntet könnt koennt hätte_gerne haette_gerne hätte_gern hätten_gerne würde_mich würde_mir wuerde_mich würde_gerne wuerde_gerne fänd_es faend_es fände faende vorschlag gibt_es bitte_um';
	}

	public function stop_words(): string {
		return 'alles allem aller bestellung bestellt bestellen funktioniert funktionieren einfach immer wieder mal man dass daß seite website webseite app ding sache sachen halt eben eigentlich bin ist sind war waren wurde wurden werden hat haben hatte hätte wäre kann könnte konnte muss müsste soll sollte will wollte gibt gab geht ging ganz gar selbst schon sehr noch nur mehr viel viele vielleicht jeder jede jedes dem denen dessen deren diesem diesen dieses jener ihre ihrem ihren ihrer ihres ihnen sie sich euch euer unser unsere unserem unseren meine meinem meinen meiner seine seinem seinen ob wenn weil als wo wann warum was wer wen wem ab bis seit gegen ohne während trotz beim ins ans aufs hab habe hast hat mich mir dich dir einen einem einer eines eins zwei drei tag tage woche wochen monat';
	}

	public function topics(): string {
		return 'lieferung lieferungen liefern geliefert lieferzeit versand versendet verschickt paket pakete päckchen zustellung zusteller paketbote sendungsverfolgung;'
			. 'rücksendung rücksendungen rückgabe zurückschicken zurückgeschickt retoure retouren erstattung rückerstattung umtausch;'
			. 'anmeldung anmelden login einloggen eingeloggt ausgeloggt passwort kennwort zwei-faktor;'
			. 'kundenservice kundendienst kundensupport support hotline live-chat service;'
			. 'preis preise teuer günstig billig kosten gebühren rabatt rabatte preis-leistung;'
			. 'tempo langsam lahm träge schnell lädt laden ladezeit ladezeiten absturz abgestürzt stürzt ruckelt performance;'
			. 'qualität verarbeitung material stoff nähte verarbeitet;'
			. 'artikel beitrag beiträge blog anleitung anleitungen rezept rezepte;'
			. 'kasse bezahlen bezahlung zahlung warenkorb checkout;'
			. 'werbung anzeigen werbebanner pop-up pop-ups;'
			. 'newsletter e-mail e-mails mail mails abbestellen abbestellt;'
			. 'dunkelmodus dark_mode dunkler_modus nachtmodus;'
			. 'suche suchen suchfunktion suchergebnisse;'
			. 'export exportieren exportiert csv excel';
	}

	public function suffixes(): string {
		return 'ungen heiten keiten ung heit keit lich isch ern em en er es e n s';
	}
}
