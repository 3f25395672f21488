<?php
/**
 * The built-in stop words.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * English (with the filler words of feedback: "really", "would", "thing") and the most common
 * function words of German, French, Spanish, Italian, Portuguese and Dutch, applied together:
 * answers are not tagged with a language, and a word that is a stop word in one of these is
 * rarely a theme in another. Words of other languages simply stay candidates, which costs
 * precision, not correctness: a theme needs several responses anyway.
 */
final class BuiltInStopWords implements StopWords {

	/**
	 * Stop words per language, space-separated, lower case.
	 */
	private const LISTS = array(
		'en' => "a about above after again against all almost also although always am an and another any anyone anything are aren't around as at be because been before being below between both but by can can't cannot could couldn't did didn't came come comes do does doesn't doing don't done down during each either else enough etc even ever every everything few for from further get gets getting give gave go goes going gone got had went hadn't has hasn't have haven't having he he's her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's its itself just keep kind know last least less let let's like lot lots made make makes many may maybe me might mine more most much must my myself need needs neither never no nobody none nor not nothing now of off often ok okay on once one only or other others otherwise our ours ourselves out over own per perhaps please pretty quite rather really said same say says see seem seems shall she should shouldn't since so some someone something sometimes still such sure take taken takes took than that that's the their theirs them themselves then there there's these they they're thing things think this those though through thus to too toward under until up upon us use used using very via want wants was wasn't way we we're well were weren't what what's when where whether which while who whom whose why will with within without won't would wouldn't yes yet you you'd you're your yours yourself",
		'de' => 'aber alle als also am an auch auf aus bei bin bis bitte da damit dann das dass dem den der des die dies diese dieser doch dort du durch ein eine einem einen einer es etwas für gibt hat hatte habe haben hier ich ihr im in ist ja jetzt kann kein keine man mehr mein mich mir mit muss nach nicht noch nur oder schon sehr sein sich sie sind so über um und uns unter vom von vor war wie wir wird wurde zu zum zur',
		'fr' => "à au aux avec avoir c'est ce ces cette dans de des du elle en est et être eu il ils j'ai je la le les leur lui ma mais me même mes moi mon ne nous on ou où par pas plus pour qu'il que qui sa se ses son sont sur ta te tes toi ton tout tous très tu un une vos votre vous y",
		'es' => 'al algo como con de del el ella en era es esta este esto fue ha hay la las le les lo los me mi muy más no nos o para pero por que se sin sobre son su sus también te tu un una uno y ya yo',
		'it' => 'a al alla anche che chi ci come con da dal del della di e è gli ha ho i il in io la le lo ma mi molto ne non per più questo se si sono su tu un una uno',
		'pt' => 'a ao aos as com como da das de do dos e é ela ele em era essa esse está eu foi há isso já mais mas me meu muito na não no nos o os ou para pela pelo por que se sem seu sua são também um uma você',
		'nl' => 'aan al als bij dat de den der deze die dit door een en er het hij hoe ik in is je maar me met mij naar niet nog of om ook op over te tot uit van veel voor was wat we wel wij zijn ze zich zo',
	);

	/**
	 * Every stop word as a key.
	 *
	 * @var array<string, true>|null
	 */
	private ?array $words = null;

	/**
	 * Whether a lower-case word is a stop word.
	 *
	 * @param string $word Lower-case word.
	 * @return bool
	 */
	public function is_stop_word( string $word ): bool {
		if ( null === $this->words ) {
			$this->words = array();
			foreach ( self::LISTS as $list ) {
				foreach ( explode( ' ', $list ) as $stop_word ) {
					$this->words[ $stop_word ] = true;
				}
			}
		}
		return isset( $this->words[ $word ] );
	}
}
