<?php
/**
 * French words for reading feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * General opinion vocabulary of customer feedback in French. "pas" alone is the negation that
 * counts: "ne" is often dropped in speech and writing.
 */
final class FrenchWords implements LanguageWords {

	public function positive(): string {
		return 'agréable* agreable* bien bon bonne bons bonnes excellent* facile* facilement génial* genial* géniale magnifique* merci parfait* rapide* rapidement satisfait* satisfaisant* super top utile* efficace* efficacité pratique* clair* claire simple* fluide* sympa* sympathique* aimable* gentil* gentille professionnel* compétent* competent* réactif* reactif* réactive fiable* intuitif* intuitive* intéressant* interessant* adore adoré adorée aime aimé j\'aime j\'adore ravi* ravie content* contente heureux heureuse recommande* recommandé formidable* superbe* impeccable* nickel parfaitement chouette merveilleu* incroyable* bravo félicitations felicitations qualité_prix meilleur* mieux plaisir enchanté* à_l\'heure dans_les_temps rien_à_redire convaincu* reviendrai reviendrons correct corrects correcte correctes raisonnable* gratuit* réglé* regle résolu* resolu* sans_hésiter sans_hesiter comme_prévu comme_prevu continuez avec_impatience fait_gagner soigné* soigne* confortable* instructif* magnifique* conforme robuste* impressionn* bien_fait bien_faite';
	}

	public function negative(): string {
		return 'cher chère chere chers coûteux couteux compliqué* complique* déçu* decu* déception* deception* décevant* decevant* difficile* horrible* lent* lente lenteur* mauvais* mauvaise nul nulle problème* probleme* bug* bogue* plant* erreur* cassé* casse* abîmé* abime* endommagé* défectueu* defectueu* retard* tard perdu* manquant* manque* inutile* inutilisable* pénible* penible* énervant* enervant* agaçant* agacant* frustr* catastroph* scandal* inadmissible* inacceptable* honteu* impoli* désagréable* desagreable* désastreu* confus* incompréhensible* incomprehensible* arnaque* pire* médiocre* mediocre* lourd* bloqué* bloque* insupportable* trop_cher jamais_reçu jamais_recu aucune_réponse aucune_reponse pas_de_réponse pas_de_reponse ne_marche_pas ne_fonctionne_pas marche_pas fonctionne_pas toujours_pas plainte* mécontent* mecontent* dommage hélas helas impossible éternité eternite échou* echou* échec* echec* dépassé* depasse* superficiel* hors_sujet hors_ligne bof cheap lâché lache abusi* frais_cachés frais_caches en_baisse mal sans_raison plus_jamais c\'est_trop déconnect* deconnect* rame ramer insupportable* pénible* absurde* affreu* dégradé* degrade* empiré empire résilie resilie résilier resilier en_rupture rupture_de_stock déchiré* dechire*';
	}

	public function negations(): string {
		return 'pas jamais aucun aucune rien sans ni guère ';
	}

	public function postposed_negations(): string {
		return 'pas plus jamais rien';
	}

	public function intensifiers(): string {
		return 'très tres vraiment trop vachement super extrêmement extremement totalement complètement completement absolument particulièrement tellement si hyper franchement';
	}

	public function downtoners(): string {
		return 'un_peu peu assez plutôt plutot légèrement legerement parfois relativement';
	}

	public function excess(): string {
		return 'trop';
	}

	public function excess_targets(): string {
		return '';
	}

	public function contrasts(): string {
		return 'mais cependant pourtant toutefois néanmoins neanmoins malheureusement sauf';
	}

	public function requests(): string {
		return 'svp stp s\'il_vous_plaît s\'il_vous_plait pourriez pourrait pourriez-vous serait_bien serait_top serait_génial serait_genial serait_super aimerais souhaiterais souhaite j\'aimerais suggestion suggère suggere ajouter est-ce_que est-il_possible possible_de';
	}

	public function stop_words(): string {
		return 'a ai as avez avons été etait était fait faire faut site page application appli chose choses tout toute toutes tous bien très tres aussi encore déjà deja ça ca cela ceci il elle nous vous ils elles leur leurs notre nos votre vos mon ma mes ton ta tes son sa ses un une des les le la l\'ont ont sont suis es est être avoir qui que quoi dont où quand comme si car donc alors puis après avant depuis pendant chez vers entre sous sur avec pour par sans plus moins peu beaucoup fois jour jours semaine semaines mois';
	}

	public function topics(): string {
		return 'livraison livraisons livrer livré livrée livreur livreurs expédition expedition expédié colis paquet paquets transporteur suivi numéro_de_suivi point_relais;'
			. 'retour retours retourner retourné renvoyer renvoyé remboursement remboursements rembourser remboursé échange échanger;'
			. 'connexion connexions connecter connecté connectée déconnecté déconnectée déconnexion se_connecter me_connecter identifiant identifiants mot_de_passe mots_de_passe login authentification double_authentification;'
			. 'service_client service_clients service_après-vente sav assistance support conseiller conseillère hotline chat_en_ligne;'
			. 'prix tarif tarifs tarification cher chère chers chères coûteux onéreux frais réduction réductions remise remises hors_de_prix bon_marché qualité-prix;'
			. 'vitesse lent lente lents lentes lenteur lenteurs rapide rapides rapidité charger chargement plante plantage bug bugs rame ramer figé crash performance performances fluide;'
			. 'qualité qualités matière matières matériau matériaux tissu couture coutures finition finitions solide fabrication fabriqué robuste durable;'
			. 'contenu contenus article articles blog guide guides tutoriel tutoriels recette recettes billet billets;'
			. 'paiement paiements payer panier caisse;'
			. 'publicité publicités pub pubs annonce annonces pop-up pop-ups popup bannière bannières;'
			. 'newsletter newsletters e-mail e-mails email emails mail mails courriel courriels lettre_d\'information désabonner désabonné désinscrire;'
			. 'mode_sombre thème_sombre mode_nuit mode_noir dark_mode;'
			. 'recherche recherches rechercher chercher cherché moteur_de_recherche barre_de_recherche;'
			. 'export exports exporter exporté exportée csv excel';
	}

	public function suffixes(): string {
		return 'ements ement ations ation ités ité euses euse eurs eur ées ée és é es e s x';
	}
}
