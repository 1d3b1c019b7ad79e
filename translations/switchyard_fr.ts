<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Switchyard::AboutDialog</name>
    <message>
        <source>About Switchyard</source>
        <translation>À propos de Switchyard</translation>
    </message>
    <message>
        <source>Switchyard logo</source>
        <translation>Logo de Switchyard</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Switchyard %1&lt;/h2&gt;&lt;p&gt;A desktop client for OpenHands conversations and sandboxes: browse and steer conversations, see which share a sandbox, review trajectories.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Switchyard %1&lt;/h2&gt;&lt;p&gt;Un client de bureau pour les conversations et les sandbox OpenHands : parcourez et pilotez les conversations, voyez lesquelles partagent une sandbox, examinez les trajectoires.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Libraries:</source>
        <translation>&amp;Bibliothèques :</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Libraries and their versions</source>
        <translation>Bibliothèques et leurs versions</translation>
    </message>
    <message>
        <source>Switchyard is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (%1). It comes with ABSOLUTELY NO WARRANTY.&lt;br&gt;&lt;a href=&quot;%2&quot;&gt;Read the license&lt;/a&gt; · &lt;a href=&quot;%3&quot;&gt;Project home page&lt;/a&gt;</source>
        <translation>Switchyard est un logiciel libre : vous pouvez le redistribuer et/ou le modifier selon les termes de la GNU General Public License, version 3 ou (à votre choix) toute version ultérieure (%1). Il est fourni ABSOLUMENT SANS AUCUNE GARANTIE.&lt;br&gt;&lt;a href=&quot;%2&quot;&gt;Lire la licence&lt;/a&gt; · &lt;a href=&quot;%3&quot;&gt;Page d&apos;accueil du projet&lt;/a&gt;</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>GNU General Public License, version 3 or later (%1), with links to the license and the home page</source>
        <translation>GNU General Public License, version 3 ou ultérieure (%1), avec des liens vers la licence et la page d&apos;accueil</translation>
    </message>
    <message>
        <source>&amp;Copy version information</source>
        <translation>&amp;Copier les informations de version</translation>
    </message>
    <message>
        <source>Copies the versions of Switchyard and its libraries, for a bug report</source>
        <translation>Copie les versions de Switchyard et de ses bibliothèques, pour un rapport de bogue</translation>
    </message>
</context>
<context>
    <name>Switchyard::Api::ApiClient</name>
    <message>
        <source>the network is not available</source>
        <translation>le réseau n&apos;est pas disponible</translation>
    </message>
    <message>
        <source>the conversation is not running (no agent URL)</source>
        <translation>la conversation n&apos;est pas en cours d&apos;exécution (pas d&apos;URL d&apos;agent)</translation>
    </message>
    <message>
        <source>the server address is not a valid URL</source>
        <translation>l&apos;adresse du serveur n&apos;est pas une URL valide</translation>
    </message>
    <message>
        <source>the download target is not writable</source>
        <translation>la destination du téléchargement n&apos;est pas accessible en écriture</translation>
    </message>
</context>
<context>
    <name>Switchyard::Api::ApiError</name>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Le serveur n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed: its certificate could not be verified.</source>
        <translation>La connexion sécurisée au serveur a échoué : son certificat n&apos;a pas pu être vérifié.</translation>
    </message>
    <message>
        <source>The server refused the connection.</source>
        <translation>Le serveur a refusé la connexion.</translation>
    </message>
    <message>
        <source>The server closed the connection before the answer was complete.</source>
        <translation>Le serveur a fermé la connexion avant la fin de la réponse.</translation>
    </message>
    <message>
        <source>The server&apos;s host name could not be found.</source>
        <translation>Le nom d&apos;hôte du serveur est introuvable.</translation>
    </message>
    <message>
        <source>The server redirected the request to an address that is not allowed.</source>
        <translation>Le serveur a redirigé la requête vers une adresse non autorisée.</translation>
    </message>
    <message>
        <source>The proxy server failed to pass the request on.</source>
        <translation>Le serveur proxy n&apos;a pas transmis la requête.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Le serveur est injoignable.</translation>
    </message>
    <message>
        <source>This server version does not offer this function (it answered with a web page).</source>
        <translation>Cette version du serveur ne propose pas cette fonction (il a répondu par une page web).</translation>
    </message>
    <message>
        <source>The server redirected the request (HTTP %1); the redirect was not followed.</source>
        <translation>Le serveur a redirigé la requête (HTTP %1) ; la redirection n&apos;a pas été suivie.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The server did not accept the API key. Check the key in the server settings.</source>
        <translation>Le serveur n&apos;a pas accepté la clé API. Vérifiez la clé dans les paramètres du serveur.</translation>
    </message>
    <message>
        <source>The server denied access.</source>
        <translation>Le serveur a refusé l&apos;accès.</translation>
    </message>
    <message>
        <source>This server version does not offer this function.</source>
        <translation>Cette version du serveur ne propose pas cette fonction.</translation>
    </message>
    <message>
        <source>Not found on the server.</source>
        <translation>Introuvable sur le serveur.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists.</source>
        <translation>Cette conversation est archivée : sa sandbox n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The server cannot do this in the current state.</source>
        <translation>Le serveur ne peut pas effectuer cette opération dans l&apos;état actuel.</translation>
    </message>
    <message>
        <source>Too many requests: the server asked to slow down.</source>
        <translation>Trop de requêtes : le serveur demande de ralentir.</translation>
    </message>
    <message>
        <source>The server rejected the request.</source>
        <translation>Le serveur a rejeté la requête.</translation>
    </message>
    <message>
        <source>The answer would be too large.</source>
        <translation>La réponse serait trop volumineuse.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s agent server did not answer properly.</source>
        <translation>Le serveur d&apos;agent de la sandbox n&apos;a pas répondu correctement.</translation>
    </message>
    <message>
        <source>The server is temporarily unavailable.</source>
        <translation>Le serveur est temporairement indisponible.</translation>
    </message>
    <message>
        <source>The server timed out waiting for the sandbox.</source>
        <translation>Le délai d&apos;attente du serveur pour la sandbox a expiré.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1).</source>
        <translation>Échec du serveur (HTTP %1).</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>Le serveur a répondu HTTP %1.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read (at %1).</source>
        <translation>La réponse du serveur n&apos;a pas pu être lue (à %1).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is too large (%1 MiB; the limit is %2 MiB).</source>
        <translation>La réponse du serveur est trop volumineuse (%1 Mio ; la limite est de %2 Mio).</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed for this computer (localhost). Use https:// for %1.</source>
        <translation>Le http:// simple n&apos;est autorisé que pour cet ordinateur (localhost). Utilisez https:// pour %1.</translation>
    </message>
    <message>
        <source>The request could not be sent: %1</source>
        <translation>La requête n&apos;a pas pu être envoyée : %1</translation>
    </message>
    <message>
        <source>The daily conversation quota is used up: %1 of %2 conversations started today.</source>
        <translation>Le quota quotidien de conversations est épuisé : %1 conversations sur %2 démarrées aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>The daily conversation quota of %1 is used up.</source>
        <translation>Le quota quotidien de %1 conversations est épuisé.</translation>
    </message>
    <message>
        <source>The daily conversation quota is used up.</source>
        <translation>Le quota quotidien de conversations est épuisé.</translation>
    </message>
    <message>
        <source>It resets at %1.</source>
        <translation>Il est réinitialisé à %1.</translation>
    </message>
    <message>
        <source>The server is limiting how many requests it takes per second; Switchyard slows down and tries again.</source>
        <translation>Le serveur limite le nombre de requêtes qu&apos;il accepte par seconde ; Switchyard ralentit et réessaie.</translation>
    </message>
    <message>
        <source>The server did not finish its answer within %1 s.</source>
        <translation>Le serveur n&apos;a pas terminé sa réponse en %1 s.</translation>
    </message>
    <message>
        <source>The server redirected the request to %1, another address; the redirect was not followed so that the API key stays with the server it belongs to.</source>
        <translation>Le serveur a redirigé la requête vers %1, une autre adresse ; la redirection n&apos;a pas été suivie afin que la clé API reste sur le serveur auquel elle appartient.</translation>
    </message>
    <message>
        <source>The server redirected the request to %1 (HTTP %2); only reads follow such a redirect.</source>
        <translation>Le serveur a redirigé la requête vers %1 (HTTP %2) ; seules les lectures suivent une telle redirection.</translation>
    </message>
    <message>
        <source>The server redirected the request too many times (last to %1).</source>
        <translation>Le serveur a redirigé la requête trop de fois (en dernier vers %1).</translation>
    </message>
    <message>
        <source>The server redirected the request (HTTP %1) without saying where to.</source>
        <translation>Le serveur a redirigé la requête (HTTP %1) sans indiquer vers où.</translation>
    </message>
    <message>
        <source>The sandbox cannot be resumed from its current state.</source>
        <translation>La sandbox ne peut pas être reprise dans son état actuel.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: the server&apos;s runtime service failed. Try again in a moment.</source>
        <translation>La sandbox n&apos;a pas pu être reprise : le service d&apos;exécution du serveur a échoué. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: the server no longer knows it, or its runtime could not be reached.</source>
        <translation>La sandbox n&apos;a pas pu être reprise : le serveur ne la connaît plus, ou son environnement d&apos;exécution était injoignable.</translation>
    </message>
    <message>
        <source>No new conversation was started. %1</source>
        <translation>Aucune nouvelle conversation n&apos;a été démarrée. %1</translation>
    </message>
    <message>
        <source>This agent profile needs its own account or API key: connect the account or add the key as a secret, then start again. (%1)</source>
        <translation>Ce profil d&apos;agent nécessite son propre compte ou sa propre clé API : connectez le compte ou ajoutez la clé comme secret, puis relancez. (%1)</translation>
    </message>
    <message>
        <source>The server refused to start the conversation.</source>
        <translation>Le serveur a refusé de démarrer la conversation.</translation>
    </message>
    <message>
        <source>The sandbox could not be paused: the server no longer knows it, or its runtime could not be reached.</source>
        <translation>La sandbox n&apos;a pas pu être mise en pause : le serveur ne la connaît plus, ou son environnement d&apos;exécution était injoignable.</translation>
    </message>
</context>
<context>
    <name>Switchyard::Application</name>
    <message>
        <source>Demo (built-in simulator)</source>
        <translation>Démo (simulateur intégré)</translation>
    </message>
    <message>
        <source>No API key: set SWITCHYARD_API_KEY or add a server profile.</source>
        <translation>Aucune clé API : définissez SWITCHYARD_API_KEY ou ajoutez un profil de serveur.</translation>
    </message>
    <message>
        <source>There is no server profile named “%1”.</source>
        <translation>Il n&apos;existe aucun profil de serveur nommé « %1 ».</translation>
    </message>
    <message>
        <source>No API key stored for “%1”. Enter it in File › Servers.</source>
        <translation>Aucune clé API enregistrée pour « %1 ». Saisissez-la dans Fichier › Serveurs.</translation>
    </message>
    <message>
        <source>The local cache could not be opened (%1); working without it.</source>
        <translation>Le cache local n&apos;a pas pu être ouvert (%1) ; fonctionnement sans cache.</translation>
    </message>
    <message>
        <source>The server rejected the API key. Enter a valid key for this server.</source>
        <translation>Le serveur a rejeté la clé API. Saisissez une clé valide pour ce serveur.</translation>
    </message>
    <message>
        <source>Open trajectory</source>
        <translation>Ouvrir une trajectoire</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 (offline, read-only)</source>
        <translation>%1 (hors ligne, lecture seule)</translation>
    </message>
    <message>
        <source>could not save %1</source>
        <translation>impossible d&apos;enregistrer %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Rejouer pas à pas</translation>
    </message>
    <message>
        <source>Open a window that shows this trajectory event by event, at a chosen speed</source>
        <translation>Ouvrir une fenêtre qui montre cette trajectoire événement par événement, à la vitesse choisie</translation>
    </message>
    <message>
        <source>%1 (replay, read-only)</source>
        <translation>%1 (relecture, lecture seule)</translation>
    </message>
    <message numerus="yes">
        <source>Switchyard is already running for this server (process %1); handed it %n file(s).</source>
        <translation>
            <numerusform>Switchyard est déjà en cours d&apos;exécution pour ce serveur (processus %1) ; %n fichier lui a été transmis.</numerusform>
            <numerusform>Switchyard est déjà en cours d&apos;exécution pour ce serveur (processus %1) ; %n fichiers lui ont été transmis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Switchyard is already running for this server (process %1) but does not answer; close it or try again.</source>
        <translation>Switchyard est déjà en cours d&apos;exécution pour ce serveur (processus %1) mais ne répond pas ; fermez-le ou réessayez.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ApprovalCommands</name>
    <message>
        <source>Approving…</source>
        <translation>Approbation…</translation>
    </message>
    <message>
        <source>Rejecting…</source>
        <translation>Refus…</translation>
    </message>
    <message>
        <source>Approved; waiting for the agent to go on</source>
        <translation>Approuvé ; en attente de la suite de l&apos;agent</translation>
    </message>
    <message>
        <source>Rejected; waiting for the agent</source>
        <translation>Refusé ; en attente de l&apos;agent</translation>
    </message>
    <message>
        <source>The server did not take the response: the action no longer waits.</source>
        <translation>Le serveur n&apos;a pas accepté la réponse : l&apos;action n&apos;attend plus.</translation>
    </message>
    <message>
        <source>The server did not take the response: %1</source>
        <translation>Le serveur n&apos;a pas accepté la réponse : %1</translation>
    </message>
    <message>
        <source>Not sent; you can answer again.</source>
        <translation>Non envoyé ; vous pouvez répondre à nouveau.</translation>
    </message>
    <message>
        <source>Not sent (%1); you can answer again.</source>
        <translation>Non envoyé (%1) ; vous pouvez répondre à nouveau.</translation>
    </message>
    <message>
        <source>Sent without a reply from the server; it is not sent again.</source>
        <translation>Envoyé sans réponse du serveur ; il ne sera pas renvoyé.</translation>
    </message>
    <message>
        <source>%1: changed since you looked</source>
        <translation>%1 : modifié depuis que vous l&apos;avez consulté</translation>
    </message>
    <message>
        <source>Nothing to approve: no selected action waits (any more).</source>
        <translation>Rien à approuver : aucune action sélectionnée n&apos;attend (plus).</translation>
    </message>
    <message>
        <source>The actions waiting in this conversation changed; look at them again.</source>
        <translation>Les actions en attente de cette conversation ont changé ; examinez-les à nouveau.</translation>
    </message>
    <message>
        <source>The response could not be recorded, so it was not sent.</source>
        <translation>La réponse n&apos;a pas pu être enregistrée ; elle n&apos;a donc pas été envoyée.</translation>
    </message>
    <message>
        <source>This action was answered already; it is not sent twice.</source>
        <translation>Cette action a déjà reçu une réponse ; elle n&apos;est pas envoyée deux fois.</translation>
    </message>
    <message>
        <source>the conversation no longer exists</source>
        <translation>la conversation n&apos;existe plus</translation>
    </message>
    <message>
        <source>its sandbox is not running</source>
        <translation>sa sandbox ne tourne pas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Approved %n action(s)</source>
        <translation>
            <numerusform>%n action approuvée</numerusform>
            <numerusform>%n actions approuvées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s).</source>
        <translation>
            <numerusform> dans %n conversation.</numerusform>
            <numerusform> dans %n conversations.</numerusform>
        </translation>
    </message>
    <message>
        <source>The action was rejected.</source>
        <translation>L&apos;action a été refusée.</translation>
    </message>
    <message>
        <source>The action was approved.</source>
        <translation>L&apos;action a été approuvée.</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Laissé de côté : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Approved %n action(s);</source>
        <translation>
            <numerusform>%n action approuvée ;</numerusform>
            <numerusform>%n actions approuvées ;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) not answered: %1</source>
        <translation>
            <numerusform>%n conversation sans réponse : %1</numerusform>
            <numerusform>%n conversations sans réponse : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The rejection was not taken: %1</source>
        <translation>Le refus n&apos;a pas été accepté : %1</translation>
    </message>
    <message>
        <source>The approval was not taken: %1</source>
        <translation>L&apos;approbation n&apos;a pas été acceptée : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUser</name>
    <message>
        <source>The answer is not for this question.</source>
        <translation>La réponse ne correspond pas à cette question.</translation>
    </message>
    <message>
        <source>The agent did not ask “%1”.</source>
        <translation>L&apos;agent n&apos;a pas demandé « %1 ».</translation>
    </message>
    <message>
        <source>“%1” takes one answer.</source>
        <translation>« %1 » n&apos;accepte qu&apos;une réponse.</translation>
    </message>
    <message>
        <source>“%1” needs an answer.</source>
        <translation>« %1 » demande une réponse.</translation>
    </message>
    <message>
        <source>“%1” has no option “%2”.</source>
        <translation>« %1 » n&apos;a pas d&apos;option « %2 ».</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>I decline to answer your question.</source>
        <translation>Je refuse de répondre à votre question.</translation>
    </message>
    <message>
        <source>I dismiss your question; go on with your best judgement.</source>
        <translation>J&apos;écarte votre question ; continuez au mieux de votre jugement.</translation>
    </message>
    <message>
        <source>I accept, without picking an option.</source>
        <translation>J&apos;accepte, sans choisir d&apos;option.</translation>
    </message>
    <message>
        <source>My answers to your question:</source>
        <translation>Mes réponses à votre question :</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserBinding</name>
    <message>
        <source>You declined to answer the agent&apos;s question.</source>
        <translation>Vous avez refusé de répondre à la question de l&apos;agent.</translation>
    </message>
    <message>
        <source>The question was dismissed (cancelled or timed out).</source>
        <translation>La question a été écartée (annulée ou expirée).</translation>
    </message>
    <message>
        <source>The agent&apos;s question was answered:</source>
        <translation>La question de l&apos;agent a reçu une réponse :</translation>
    </message>
    <message>
        <source>Answers cannot be sent from here (read-only).</source>
        <translation>Les réponses ne peuvent pas être envoyées d&apos;ici (lecture seule).</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserCommands</name>
    <message>
        <source>Sending your answer…</source>
        <translation>Envoi de votre réponse…</translation>
    </message>
    <message>
        <source>Your answer was sent; the agent carries on.</source>
        <translation>Votre réponse a été envoyée ; l&apos;agent continue.</translation>
    </message>
    <message>
        <source>The agent no longer waits for this answer: the question was answered elsewhere, timed out or is stale. It was not taken.</source>
        <translation>L&apos;agent n&apos;attend plus cette réponse : la question a reçu une réponse ailleurs, a expiré ou est périmée. Elle n&apos;a pas été acceptée.</translation>
    </message>
    <message>
        <source>The agent no longer waits for this answer: the question was answered elsewhere, timed out or is stale. The server said: %1</source>
        <translation>L&apos;agent n&apos;attend plus cette réponse : la question a reçu une réponse ailleurs, a expiré ou est périmée. Le serveur a dit : %1</translation>
    </message>
    <message>
        <source>The answer was not taken; you can answer again.</source>
        <translation>La réponse n&apos;a pas été acceptée ; vous pouvez répondre à nouveau.</translation>
    </message>
    <message>
        <source>The answer was not taken (%1); you can answer again.</source>
        <translation>La réponse n&apos;a pas été acceptée (%1) ; vous pouvez répondre à nouveau.</translation>
    </message>
    <message>
        <source>This agent server cannot take answers to questions. You can send your answers to the agent as a message instead.</source>
        <translation>Ce serveur d&apos;agent ne peut pas recevoir de réponses aux questions. Vous pouvez plutôt envoyer vos réponses à l&apos;agent sous forme de message.</translation>
    </message>
    <message>
        <source>Sending your answers as a message…</source>
        <translation>Envoi de vos réponses sous forme de message…</translation>
    </message>
    <message>
        <source>Your answers were sent as a message.</source>
        <translation>Vos réponses ont été envoyées sous forme de message.</translation>
    </message>
    <message>
        <source>It is not known whether your answer reached the agent (no reply from the server). It is not sent again; if the question stays open, answer it in a message.</source>
        <translation>On ne sait pas si votre réponse a atteint l&apos;agent (pas de réponse du serveur). Elle n&apos;est pas renvoyée ; si la question reste ouverte, répondez-y dans un message.</translation>
    </message>
    <message>
        <source>Not connected to a server.</source>
        <translation>Non connecté à un serveur.</translation>
    </message>
    <message>
        <source>Your answer to this question is being sent.</source>
        <translation>Votre réponse à cette question est en cours d&apos;envoi.</translation>
    </message>
    <message>
        <source>This question was answered already; the answer is not sent twice.</source>
        <translation>Cette question a déjà reçu une réponse ; la réponse n&apos;est pas envoyée deux fois.</translation>
    </message>
    <message>
        <source>Your answer could not be recorded, so it was not sent. Try again.</source>
        <translation>Votre réponse n&apos;a pas pu être enregistrée ; elle n&apos;a donc pas été envoyée. Réessayez.</translation>
    </message>
    <message>
        <source>The conversation no longer exists on the server; the answer was not sent.</source>
        <translation>La conversation n&apos;existe plus sur le serveur ; la réponse n&apos;a pas été envoyée.</translation>
    </message>
    <message>
        <source>The answer was not sent: %1</source>
        <translation>La réponse n&apos;a pas été envoyée : %1</translation>
    </message>
    <message>
        <source>The agent can only be answered while its sandbox is running (it is %1); the answer was not sent.</source>
        <translation>On ne peut répondre à l&apos;agent que lorsque sa sandbox tourne (elle est %1) ; la réponse n&apos;a pas été envoyée.</translation>
    </message>
    <message>
        <source>Answer sent to the agent.</source>
        <translation>Réponse envoyée à l&apos;agent.</translation>
    </message>
    <message>
        <source>Only an answer the server could not take can be sent as a message.</source>
        <translation>Seule une réponse que le serveur n&apos;a pas pu accepter peut être envoyée sous forme de message.</translation>
    </message>
    <message>
        <source>Your answers could not be recorded, so they were not sent. Try again.</source>
        <translation>Vos réponses n&apos;ont pas pu être enregistrées ; elles n&apos;ont donc pas été envoyées. Réessayez.</translation>
    </message>
    <message>
        <source>Answer sent to the agent as a message.</source>
        <translation>Réponse envoyée à l&apos;agent sous forme de message.</translation>
    </message>
    <message>
        <source>The server did not accept the message.</source>
        <translation>Le serveur n&apos;a pas accepté le message.</translation>
    </message>
    <message>
        <source>The message was not sent: %1</source>
        <translation>Le message n&apos;a pas été envoyé : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserForm</name>
    <message>
        <source>Question from the agent</source>
        <translation>Question de l&apos;agent</translation>
    </message>
    <message>
        <source>The agent asks you:</source>
        <translation>L&apos;agent vous demande :</translation>
    </message>
    <message>
        <source>Time left to answer</source>
        <translation>Temps restant pour répondre</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>Send as &amp;message</source>
        <translation>Envoyer comme &amp;message</translation>
    </message>
    <message>
        <source>Send your answers to the agent as a normal message</source>
        <translation>Envoyer vos réponses à l&apos;agent comme un message normal</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Dismiss the question: the agent goes on with its best judgement</source>
        <translation>Écarter la question : l&apos;agent continue au mieux de son jugement</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Tell the agent you will not answer</source>
        <translation>Dire à l&apos;agent que vous ne répondrez pas</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>Ré&amp;pondre</translation>
    </message>
    <message>
        <source>Send the chosen options to the agent</source>
        <translation>Envoyer les options choisies à l&apos;agent</translation>
    </message>
    <message>
        <source>Accept and send the answer</source>
        <translation>Accepter et envoyer la réponse</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Time is up: the agent server answers for you</source>
        <translation>Le temps est écoulé : le serveur d&apos;agent répond pour vous</translation>
    </message>
    <message>
        <source>%1:%2:%3 left to answer</source>
        <translation>%1:%2:%3 restantes pour répondre</translation>
    </message>
    <message>
        <source>%1:%2 left to answer</source>
        <translation>%1:%2 restantes pour répondre</translation>
    </message>
</context>
<context>
    <name>Switchyard::AwayDigest</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deleted</source>
        <translation>
            <numerusform>%n supprimée</numerusform>
            <numerusform>%n supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) on them</source>
        <translation>
            <numerusform>%n conversation concernée</numerusform>
            <numerusform>%n conversations concernées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) finished</source>
        <translation>
            <numerusform>%n conversation terminée</numerusform>
            <numerusform>%n conversations terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) wait for you</source>
        <translation>
            <numerusform>%n conversation vous attend</numerusform>
            <numerusform>%n conversations vous attendent</numerusform>
        </translation>
    </message>
    <message>
        <source> — the longest for %1</source>
        <translation> — la plus ancienne depuis %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) stopped with an error</source>
        <translation>
            <numerusform>%n conversation arrêtée sur une erreur</numerusform>
            <numerusform>%n conversations arrêtées sur une erreur</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 dépensés</translation>
    </message>
    <message numerus="yes">
        <source>%n watch rule hit(s)</source>
        <translation>
            <numerusform>%n déclenchement de règle de surveillance</numerusform>
            <numerusform>%n déclenchements de règles de surveillance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s)</source>
        <translation>
            <numerusform> dans %n conversation</numerusform>
            <numerusform> dans %n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paused</source>
        <translation>
            <numerusform>%n en pause</numerusform>
            <numerusform>%n en pause</numerusform>
        </translation>
    </message>
    <message>
        <source>Sandboxes stopped by the lifecycle policy (idle, 12-hour cap, 10 days): %1</source>
        <translation>Sandboxes arrêtées par la politique de cycle de vie (inactivité, limite de 12 heures, 10 jours) : %1</translation>
    </message>
    <message>
        <source>Sandboxes stopped before the policy&apos;s time (by a person or the server): %1</source>
        <translation>Sandboxes arrêtées avant l’échéance de la politique (par une personne ou le serveur) : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AwayDigestDialog</name>
    <message>
        <source>While you were away</source>
        <translation>Pendant votre absence</translation>
    </message>
    <message>
        <source>Choose a line to list those conversations.</source>
        <translation>Choisissez une ligne pour lister les conversations concernées.</translation>
    </message>
    <message>
        <source>Since you last looked (%1):</source>
        <translation>Depuis votre dernière visite (%1) :</translation>
    </message>
    <message numerus="yes">
        <source>List these %n conversation(s)</source>
        <translation>
            <numerusform>Lister %n conversation</numerusform>
            <numerusform>Lister ces %n conversations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::BulkActionDialog</name>
    <message>
        <source>Conversations affected</source>
        <translation>Conversations concernées</translation>
    </message>
    <message numerus="yes">
        <source>%n selected conversation(s) skipped: %1</source>
        <translation>
            <numerusform>%n conversation sélectionnée ignorée (%1)</numerusform>
            <numerusform>%n conversations sélectionnées ignorées (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared sandbox(es):</source>
        <translation>
            <numerusform>%n sandbox partagée :</numerusform>
            <numerusform>%n sandbox partagées :</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared sandboxes</source>
        <translation>Sandbox partagées</translation>
    </message>
    <message numerus="yes">
        <source>%1 — also used by %n other conversation(s): %2</source>
        <translation>
            <numerusform>%1 — également utilisée par %n autre conversation : %2</numerusform>
            <numerusform>%1 — également utilisée par %n autres conversations : %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also delete the %n sandbox(es) no conversation is left on</source>
        <translation>
            <numerusform>Supprimer aussi %n sandbox que plus aucune conversation n&apos;utilise</numerusform>
            <numerusform>Supprimer aussi les %n sandbox que plus aucune conversation n&apos;utilise</numerusform>
        </translation>
    </message>
    <message>
        <source>After the delete, each sandbox is checked again and deleted only if no conversation is left on it</source>
        <translation>Après la suppression, chaque sandbox est vérifiée à nouveau et n&apos;est supprimée que si plus aucune conversation ne l&apos;utilise</translation>
    </message>
</context>
<context>
    <name>Switchyard::BulkCommands</name>
    <message>
        <source>No cache is open.</source>
        <translation>Aucun cache n&apos;est ouvert.</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) archived. They are kept on this computer and on the server; the “Archived” view shows them.</source>
        <translation>
            <numerusform>%n conversation archivée. Elle est conservée sur cet ordinateur et sur le serveur ; la vue « Archivées » l&apos;affiche.</numerusform>
            <numerusform>%n conversations archivées. Elles sont conservées sur cet ordinateur et sur le serveur ; la vue « Archivées » les affiche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) restored to the list.</source>
        <translation>
            <numerusform>%n conversation remise dans la liste.</numerusform>
            <numerusform>%n conversations remises dans la liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pausing %n sandbox(es).</source>
        <translation>
            <numerusform>Mise en pause de %n sandbox.</numerusform>
            <numerusform>Mise en pause de %n sandbox.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resuming %n sandbox(es).</source>
        <translation>
            <numerusform>Reprise de %n sandbox.</numerusform>
            <numerusform>Reprise de %n sandbox.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n conversation(s).</source>
        <translation>
            <numerusform>Suppression de %n conversation.</numerusform>
            <numerusform>Suppression de %n conversations.</numerusform>
        </translation>
    </message>
    <message>
        <source>The export folder does not exist.</source>
        <translation>Le dossier d&apos;exportation n&apos;existe pas.</translation>
    </message>
    <message>
        <source>An export is already running.</source>
        <translation>Une exportation est déjà en cours.</translation>
    </message>
    <message numerus="yes">
        <source>%n trajectory(ies) exported to %1.</source>
        <translation>
            <numerusform>%n trajectoire exportée vers %1.</numerusform>
            <numerusform>%n trajectoires exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 trajectories exported to %3; %4 failed.</source>
        <translation>%1 trajectoires sur %2 exportées vers %3 ; %4 en échec.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChangesModel</name>
    <message>
        <source>%1 (moved from %2)</source>
        <translation>%1 (déplacé depuis %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s), +%1 −%2 lines</source>
        <translation>
            <numerusform>%n fichier modifié, +%1 −%2 lignes</numerusform>
            <numerusform>%n fichiers modifiés, +%1 −%2 lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — added</source>
        <translation>%1 — ajouté</translation>
    </message>
    <message>
        <source>%1 — modified</source>
        <translation>%1 — modifié</translation>
    </message>
    <message>
        <source>%1 — deleted</source>
        <translation>%1 — supprimé</translation>
    </message>
    <message>
        <source>%1 — moved</source>
        <translation>%1 — déplacé</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChangesWidget</name>
    <message>
        <source>Compare with:</source>
        <translation>Comparer avec :</translation>
    </message>
    <message>
        <source>default branch</source>
        <translation>branche par défaut</translation>
    </message>
    <message>
        <source>The base ref the working tree is compared with (a branch, tag or commit)</source>
        <translation>La référence de base avec laquelle l&apos;arbre de travail est comparé (une branche, un tag ou un commit)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Unified</source>
        <translation>Unifié</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Previous change (P)</source>
        <translation>Modification précédente (P)</translation>
    </message>
    <message>
        <source>Next change (N)</source>
        <translation>Modification suivante (N)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Select a changed file to see its diff.</source>
        <translation>Sélectionnez un fichier modifié pour voir son diff.</translation>
    </message>
    <message>
        <source>Reading the workspace …</source>
        <translation>Lecture de l&apos;espace de travail …</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Aucune modification.</translation>
    </message>
    <message>
        <source>Choose a file to show.</source>
        <translation>Choisissez un fichier à afficher.</translation>
    </message>
    <message>
        <source>Loading the diff of %1 …</source>
        <translation>Chargement du diff de %1 …</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) changed, +%1 −%2</source>
        <translation>
            <numerusform>%n fichier modifié, +%1 −%2</numerusform>
            <numerusform>%n fichiers modifiés, +%1 −%2</numerusform>
        </translation>
    </message>
    <message>
        <source>change %1 of %2</source>
        <translation>modification %1 sur %2</translation>
    </message>
    <message>
        <source>Reads the changes of the workspace again</source>
        <translation>Relit les modifications de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>Fichiers modifiés</translation>
    </message>
    <message>
        <source>Files changed in the workspace, by folder, with added and removed lines; Enter shows a file&apos;s diff</source>
        <translation>Fichiers modifiés dans l&apos;espace de travail, par dossier, avec les lignes ajoutées et supprimées ; Entrée affiche le diff d&apos;un fichier</translation>
    </message>
    <message>
        <source>Previous change</source>
        <translation>Modification précédente</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Modification suivante</translation>
    </message>
    <message>
        <source>Shows the whole file in the File tab</source>
        <translation>Affiche le fichier entier dans l&apos;onglet Fichier</translation>
    </message>
    <message>
        <source>Shows the diff in one column</source>
        <translation>Affiche le diff sur une seule colonne</translation>
    </message>
    <message>
        <source>Shows the old and the new file next to each other</source>
        <translation>Affiche l&apos;ancien et le nouveau fichier côte à côte</translation>
    </message>
    <message>
        <source>Diff and file</source>
        <translation>Diff et fichier</translation>
    </message>
    <message>
        <source>Select a conversation to see its changes.</source>
        <translation>Sélectionnez une conversation pour voir ses modifications.</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tous les fichiers</translation>
    </message>
    <message>
        <source>Every file of the workspace by folder; changed files are bold and marked; Enter shows a changed file&apos;s diff or opens the file</source>
        <translation>Tous les fichiers de l&apos;espace de travail, par dossier ; les fichiers modifiés sont en gras et signalés ; Entrée affiche le diff d&apos;un fichier modifié ou ouvre le fichier</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifiés</translation>
    </message>
    <message>
        <source>Changed files or all files</source>
        <translation>Fichiers modifiés ou tous les fichiers</translation>
    </message>
    <message>
        <source>Shows the changed files with their added and removed lines</source>
        <translation>Affiche les fichiers modifiés avec leurs lignes ajoutées et supprimées</translation>
    </message>
    <message>
        <source>Shows every file of the workspace, changed ones marked</source>
        <translation>Affiche tous les fichiers de l&apos;espace de travail, les fichiers modifiés étant signalés</translation>
    </message>
</context>
<context>
    <name>Switchyard::Charts</name>
    <message>
        <source>(no sandbox)</source>
        <translation>(aucune sandbox)</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>(aucune date)</translation>
    </message>
    <message>
        <source>(no repository)</source>
        <translation>(aucun dépôt)</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Coût (USD)</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Jetons de prompt</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Jetons de complétion</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChartsModel</name>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Active agents</source>
        <translation>Agents actifs</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChartsWidget</name>
    <message>
        <source>Sandboxes by status</source>
        <translation>Sandbox par statut</translation>
    </message>
    <message>
        <source>Conversations per sandbox (largest %1)</source>
        <translation>Conversations par sandbox (les %1 plus grandes)</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Coût (USD)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Cost per day (by conversation start, UTC)</source>
        <translation>Coût par jour (selon le début de la conversation, UTC)</translation>
    </message>
    <message>
        <source>per repository</source>
        <translation>par dépôt</translation>
    </message>
    <message>
        <source>per conversation</source>
        <translation>par conversation</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>par jour</translation>
    </message>
    <message>
        <source>(the %1 largest; record metrics can lag the agent&apos;s own stats)</source>
        <translation>(les %1 plus importants ; les métriques enregistrées peuvent être en retard sur les statistiques de l&apos;agent)</translation>
    </message>
    <message>
        <source>Pie chart: how many sandboxes are in each status.</source>
        <translation>Diagramme circulaire : nombre de sandbox dans chaque statut.</translation>
    </message>
    <message>
        <source>Bar chart: the sandboxes with the most conversations, running and idle ones apart.</source>
        <translation>Diagramme en barres : les sandbox ayant le plus de conversations, en séparant celles en cours d&apos;exécution et inactives.</translation>
    </message>
    <message>
        <source>Cost and &amp;tokens:</source>
        <translation>Coût et &amp;jetons :</translation>
    </message>
    <message>
        <source>How the cost and token charts group the conversations</source>
        <translation>Comment les graphiques de coût et de jetons regroupent les conversations</translation>
    </message>
    <message>
        <source>Bar chart: the largest costs in US dollars.</source>
        <translation>Diagramme en barres : les coûts les plus élevés en dollars US.</translation>
    </message>
    <message>
        <source>Stacked bar chart: prompt and completion tokens.</source>
        <translation>Diagramme en barres empilées : jetons de prompt et de complétion.</translation>
    </message>
    <message>
        <source>Line chart: the cost of the conversations started on each day.</source>
        <translation>Graphique linéaire : le coût des conversations démarrées chaque jour.</translation>
    </message>
    <message>
        <source>No data.</source>
        <translation>Aucune donnée.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CodeView</name>
    <message>
        <source>File content</source>
        <translation>Contenu du fichier</translation>
    </message>
    <message>
        <source>The file, read-only, with line numbers. Ctrl+F finds text, Ctrl+G goes to a line.</source>
        <translation>Le fichier, en lecture seule, avec les numéros de ligne. Ctrl+F recherche du texte, Ctrl+G va à une ligne.</translation>
    </message>
    <message>
        <source>Comment on line %1…</source>
        <translation>Commenter la ligne %1…</translation>
    </message>
    <message>
        <source>Comment on lines %1–%2…</source>
        <translation>Commenter les lignes %1–%2…</translation>
    </message>
</context>
<context>
    <name>Switchyard::CommandError</name>
    <message>
        <source>The request failed.</source>
        <translation>La requête a échoué.</translation>
    </message>
    <message>
        <source>Not connected to a server.</source>
        <translation>Non connecté à un serveur.</translation>
    </message>
    <message>
        <source>This action is already in progress.</source>
        <translation>Cette action est déjà en cours.</translation>
    </message>
    <message>
        <source>It no longer exists on the server.</source>
        <translation>Cela n&apos;existe plus sur le serveur.</translation>
    </message>
    <message>
        <source>The server refused in the current state.</source>
        <translation>Le serveur refuse dans l&apos;état actuel.</translation>
    </message>
    <message>
        <source>The sandbox is not running.</source>
        <translation>La sandbox ne tourne pas.</translation>
    </message>
    <message>
        <source>It is over a server limit.</source>
        <translation>Cela dépasse une limite du serveur.</translation>
    </message>
    <message>
        <source>The request is not valid.</source>
        <translation>La requête n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>The server rejected the API key.</source>
        <translation>Le serveur a refusé la clé d&apos;API.</translation>
    </message>
    <message>
        <source>The server could not be reached; try again later.</source>
        <translation>Le serveur est injoignable ; réessayez plus tard.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The sandbox is paused.</source>
        <translation>La sandbox est en pause.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists; the conversation is read-only.</source>
        <translation>La sandbox n&apos;existe plus ; la conversation est en lecture seule.</translation>
    </message>
    <message>
        <source>The conversation could not be started.</source>
        <translation>La conversation n&apos;a pas pu être démarrée.</translation>
    </message>
    <message>
        <source>It did not finish in time.</source>
        <translation>Cela ne s&apos;est pas terminé à temps.</translation>
    </message>
    <message>
        <source>The server does not offer this.</source>
        <translation>Le serveur ne propose pas cela.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>Palette de commandes</translation>
    </message>
    <message>
        <source>Type a command or a conversation…</source>
        <translation>Saisissez une commande ou une conversation…</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Command or conversation</source>
        <translation>Commande ou conversation</translation>
    </message>
    <message>
        <source>Type part of a command or a conversation title; Up and Down choose, Enter runs or opens it, Escape closes</source>
        <translation>Saisissez une partie d&apos;une commande ou d&apos;un titre de conversation ; Haut et Bas choisissent, Entrée l&apos;exécute ou l&apos;ouvre, Échap ferme</translation>
    </message>
    <message>
        <source>Matching commands and conversations</source>
        <translation>Commandes et conversations correspondantes</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareExport</name>
    <message>
        <source>Compared with Switchyard on %1.</source>
        <translation>Comparaison effectuée avec Switchyard le %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>No run changed a file.</source>
        <translation>Aucune exécution n&apos;a modifié de fichier.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareFiles</name>
    <message>
        <source>Not changed by this run.</source>
        <translation>Non modifié par cette exécution.</translation>
    </message>
    <message numerus="yes">
        <source>Changed %n time(s), but the file&apos;s content before the run is not in its events, so the change cannot be shown.</source>
        <translation>
            <numerusform>Modifié %n fois, mais le contenu du fichier avant l&apos;exécution ne figure pas dans ses événements ; la modification ne peut donc pas être affichée.</numerusform>
            <numerusform>Modifié %n fois, mais le contenu du fichier avant l&apos;exécution ne figure pas dans ses événements ; la modification ne peut donc pas être affichée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The resulting file of &quot;%1&quot; is not known from its events.</source>
        <translation>Le fichier résultant de « %1 » ne ressort pas de ses événements.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; did not change this file; its content there is not known.</source>
        <translation>« %1 » n&apos;a pas modifié ce fichier ; son contenu y est inconnu.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareFilesPanel</name>
    <message>
        <source>Files changed by the runs</source>
        <translation>Fichiers modifiés par les exécutions</translation>
    </message>
    <message>
        <source>Each run&apos;s change to the file</source>
        <translation>La modification du fichier par chaque exécution</translation>
    </message>
    <message>
        <source>Resulting file of</source>
        <translation>Fichier résultant de</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>Exécution de gauche</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>Exécution de droite</translation>
    </message>
    <message>
        <source>against</source>
        <translation>par rapport à</translation>
    </message>
    <message>
        <source>Pick a file above.</source>
        <translation>Choisissez un fichier ci-dessus.</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <source>Pick two different runs.</source>
        <translation>Choisissez deux exécutions différentes.</translation>
    </message>
    <message>
        <source>Both runs left the file the same.</source>
        <translation>Les deux exécutions ont laissé le fichier identique.</translation>
    </message>
    <message>
        <source>%1 against %2: +%3 −%4</source>
        <translation>%1 par rapport à %2 : +%3 −%4</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareSession</name>
    <message>
        <source>At most %1 runs can be compared.</source>
        <translation>Au plus %1 exécutions peuvent être comparées.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot open %1: no temporary store could be created.</source>
        <translation>Impossible d&apos;ouvrir %1 : aucun stockage temporaire n&apos;a pu être créé.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entry(ies) could not be read.</source>
        <translation>
            <numerusform>%1 : %n entrée n&apos;a pas pu être lue.</numerusform>
            <numerusform>%1 : %n entrées n&apos;ont pas pu être lues.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <translation>Comparaison : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareTables</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1</source>
        <translation>
            <numerusform>%n fichier, %1</numerusform>
            <numerusform>%n fichiers, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n without known content)</source>
        <translation>
            <numerusform> (%n sans contenu connu)</numerusform>
            <numerusform> (%n sans contenu connu)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (last: %2)</source>
        <translation>%1 (dernière : %2)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(aucun message)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n error(s)</source>
        <translation>
            <numerusform>, %n erreur</numerusform>
            <numerusform>, %n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>%1 (gone from the server)</source>
        <translation>%1 (n&apos;existe plus sur le serveur)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branche</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Failed commands</source>
        <translation>Commandes échouées</translation>
    </message>
    <message>
        <source>Last agent reply</source>
        <translation>Dernière réponse de l&apos;agent</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Tokens (prompt / completion)</source>
        <translation>Jetons (prompt / complétion)</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Approvals asked</source>
        <translation>Approbations demandées</translation>
    </message>
    <message>
        <source>Rejected actions</source>
        <translation>Actions refusées</translation>
    </message>
    <message>
        <source>Questions asked</source>
        <translation>Questions posées</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Files changed</source>
        <translation>Fichiers modifiés</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>changed (content not known)</source>
        <translation>modifié (contenu inconnu)</translation>
    </message>
    <message>
        <source>new, %1</source>
        <translation>nouveau, %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Before the first message</source>
        <translation>Avant le premier message</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Comparer les exécutions</translation>
    </message>
    <message>
        <source>Summary of the runs</source>
        <translation>Résumé des exécutions</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Turns of the runs side by side</source>
        <translation>Tours des exécutions côte à côte</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Importing the trajectory…</source>
        <translation>Importation de la trajectoire…</translation>
    </message>
    <message>
        <source>Summarising…</source>
        <translation>Synthèse en cours…</translation>
    </message>
    <message>
        <source>Add offline trajectory…</source>
        <translation>Ajouter une trajectoire hors ligne…</translation>
    </message>
    <message>
        <source>Mix a trajectory zip into the comparison</source>
        <translation>Intégrer un zip de trajectoire à la comparaison</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>HTML…</source>
        <translation>HTML…</translation>
    </message>
    <message>
        <source>Pick at least two runs to compare.</source>
        <translation>Choisissez au moins deux exécutions à comparer.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) compared in %1 ms</source>
        <translation>
            <numerusform>%n exécution comparée en %1 ms</numerusform>
            <numerusform>%n exécutions comparées en %1 ms</numerusform>
        </translation>
    </message>
    <message>
        <source> · importing a trajectory…</source>
        <translation> · importation d&apos;une trajectoire…</translation>
    </message>
    <message>
        <source>Remove %1 · %2</source>
        <translation>Retirer %1 · %2</translation>
    </message>
    <message>
        <source>No runs</source>
        <translation>Aucune exécution</translation>
    </message>
    <message>
        <source>Add offline trajectory</source>
        <translation>Ajouter une trajectoire hors ligne</translation>
    </message>
    <message>
        <source>Trajectories (*.zip *.json);;All files (*)</source>
        <translation>Trajectoires (*.zip *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::ComposerWidget</name>
    <message>
        <source>Resume and send</source>
        <translation>Reprendre et envoyer</translation>
    </message>
    <message>
        <source>Pause agent</source>
        <translation>Mettre l&apos;agent en pause</translation>
    </message>
    <message>
        <source>Resume agent</source>
        <translation>Reprendre l&apos;agent</translation>
    </message>
    <message>
        <source>Send a follow-up message… (Ctrl+Enter)</source>
        <translation>Envoyer un message de suivi… (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Resuming the sandbox; the message is sent as soon as it runs…</source>
        <translation>Reprise de la sandbox ; le message sera envoyé dès qu&apos;elle sera en cours d&apos;exécution…</translation>
    </message>
    <message>
        <source>This conversation was deleted on the server.</source>
        <translation>Cette conversation a été supprimée sur le serveur.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists. You can read it and download its trajectory, but not message it.</source>
        <translation>Cette conversation est archivée : sa sandbox n&apos;existe plus. Vous pouvez la lire et télécharger sa trajectoire, mais pas lui envoyer de message.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Send…</source>
        <translation>Envoyer…</translation>
    </message>
    <message>
        <source>The sandbox is paused: you will be offered to resume it</source>
        <translation>La sandbox est en pause : il vous sera proposé de la reprendre</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>Envoyer (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Resumes the paused sandbox, then sends the message</source>
        <translation>Reprend la sandbox en pause, puis envoie le message</translation>
    </message>
    <message>
        <source>Pauses the agent of this conversation; the sandbox keeps running</source>
        <translation>Met en pause l&apos;agent de cette conversation ; la sandbox continue de s&apos;exécuter</translation>
    </message>
    <message>
        <source>Lets the agent of this conversation run again</source>
        <translation>Relance l&apos;agent de cette conversation</translation>
    </message>
    <message>
        <source>⚠ An action waits for your approval: approve or reject it in the bar above (Ctrl+Shift+A approves).</source>
        <translation>⚠ Une action attend votre approbation : approuvez-la ou refusez-la dans la barre ci-dessus (Ctrl+Shift+A approuve).</translation>
    </message>
    <message>
        <source>A follow-up message to the agent; Ctrl+Enter sends it</source>
        <translation>Un message de suivi pour l&apos;agent ; Ctrl+Enter l&apos;envoie</translation>
    </message>
    <message>
        <source>Sends the message to the agent</source>
        <translation>Envoie le message à l&apos;agent</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConflictRadarModel</name>
    <message>
        <source>the environment (package installs)</source>
        <translation>l&apos;environnement (installations de paquets)</translation>
    </message>
    <message numerus="yes">
        <source>Touched %n file(s): %1</source>
        <translation>
            <numerusform>%n fichier modifié : %1</numerusform>
            <numerusform>%n fichiers modifiés : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rewrote the worktree: %1</source>
        <translation>arbre de travail réécrit : %1</translation>
    </message>
    <message>
        <source>installed packages</source>
        <translation>paquets installés</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> et %n autre</numerusform>
            <numerusform> et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>This conversation and “%1” both wrote %2 in sandbox %3</source>
        <translation>Cette conversation et « %1 » ont toutes deux écrit %2 dans la sandbox %3</translation>
    </message>
    <message>
        <source>This conversation and “%1” overlap in sandbox %2: %3 rewrote the worktree where %4 was edited</source>
        <translation>Cette conversation et « %1 » se chevauchent dans la sandbox %2 : %3 a réécrit l&apos;arbre de travail où %4 a été modifié</translation>
    </message>
    <message>
        <source>This conversation and “%1” both installed packages into the environment of sandbox %2</source>
        <translation>Cette conversation et « %1 » ont toutes deux installé des paquets dans l&apos;environnement de la sandbox %2</translation>
    </message>
    <message>
        <source>Approving this would rewrite %1, which “%2” also edited in this sandbox</source>
        <translation>L&apos;approuver réécrirait %1, que « %2 » a aussi modifié dans cette sandbox</translation>
    </message>
    <message>
        <source>Approving this would write %1, which “%2” also wrote in this sandbox</source>
        <translation>L&apos;approuver écrirait %1, que « %2 » a aussi écrit dans cette sandbox</translation>
    </message>
    <message>
        <source>Approving this would change the environment “%1” also installed packages into</source>
        <translation>L&apos;approuver modifierait l&apos;environnement dans lequel « %1 » a aussi installé des paquets</translation>
    </message>
    <message numerus="yes">
        <source> (and %n other conversation(s))</source>
        <translation>
            <numerusform> (et %n autre conversation)</numerusform>
            <numerusform> (et %n autres conversations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::ConnectionTester</name>
    <message>
        <source>Plain http:// is only allowed for this computer (localhost, 127.0.0.1, ::1). Use https:// for %1.</source>
        <translation>Le http:// simple n&apos;est autorisé que pour cet ordinateur (localhost, 127.0.0.1, ::1). Utilisez https:// pour %1.</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (TLS): %2. Check the address and the server&apos;s certificate; certificate errors are never ignored.</source>
        <translation>La connexion sécurisée à %1 a échoué (TLS) : %2. Vérifiez l&apos;adresse et le certificat du serveur ; les erreurs de certificat ne sont jamais ignorées.</translation>
    </message>
    <message>
        <source>The server refused access (HTTP 403): %1. Check the organization id and the key&apos;s permissions.</source>
        <translation>Le serveur a refusé l&apos;accès (HTTP 403) : %1. Vérifiez l&apos;identifiant d&apos;organisation et les autorisations de la clé.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP 401). Check that the key is complete and has not been revoked.</source>
        <translation>Le serveur a rejeté la clé API (HTTP 401). Vérifiez que la clé est complète et n&apos;a pas été révoquée.</translation>
    </message>
    <message>
        <source>%1 answered with a web page (HTML) instead of the API. This is probably not the server&apos;s base URL, or the server does not offer the V1 API.</source>
        <translation>%1 a répondu par une page web (HTML) au lieu de l&apos;API. Ce n&apos;est probablement pas l&apos;URL de base du serveur, ou le serveur ne propose pas l&apos;API V1.</translation>
    </message>
    <message>
        <source>There is no V1 API at %1 (HTTP 404). Check the base URL (without /api/v1).</source>
        <translation>Il n&apos;y a pas d&apos;API V1 à %1 (HTTP 404). Vérifiez l&apos;URL de base (sans /api/v1).</translation>
    </message>
    <message>
        <source>Could not reach %1: %2. Check the address and your network.</source>
        <translation>Impossible de joindre %1 : %2. Vérifiez l&apos;adresse et votre réseau.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>%1 answered, but not with the V1 API&apos;s JSON: %2</source>
        <translation>%1 a répondu, mais pas avec le JSON de l&apos;API V1 : %2</translation>
    </message>
    <message>
        <source>The server refused the request (HTTP %1): %2. An organization id must be a UUID.</source>
        <translation>Le serveur a refusé la requête (HTTP %1) : %2. Un identifiant d&apos;organisation doit être un UUID.</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Le test a été annulé.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP %1): %2</source>
        <translation>Le serveur a répondu par une erreur (HTTP %1) : %2</translation>
    </message>
    <message>
        <source>This is not a valid server address. Enter something like https://app.example.com.</source>
        <translation>Ce n&apos;est pas une adresse de serveur valide. Saisissez par exemple https://app.example.com.</translation>
    </message>
    <message>
        <source>Enter an API key first.</source>
        <translation>Saisissez d&apos;abord une clé API.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: the server answers and accepts the key (%n conversation(s)).</source>
        <translation>
            <numerusform>Connecté : le serveur répond et accepte la clé (%n conversation).</numerusform>
            <numerusform>Connecté : le serveur répond et accepte la clé (%n conversations).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationActions</name>
    <message>
        <source>Approve action</source>
        <translation>Approuver l&apos;action</translation>
    </message>
    <message>
        <source>Approve the pending action?</source>
        <translation>Approuver l&apos;action en attente ?</translation>
    </message>
    <message>
        <source>Reject action</source>
        <translation>Refuser l&apos;action</translation>
    </message>
    <message>
        <source>Why? The agent reads this reason (optional):</source>
        <translation>Pourquoi ? L&apos;agent lit ce motif (facultatif) :</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Nouveau titre :</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>Delete “%1”? Its history on the server is deleted too. This cannot be undone.</source>
        <translation>Supprimer « %1 » ? Son historique sur le serveur est également supprimé. Cette opération est irréversible.</translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Mettre la sandbox en pause</translation>
    </message>
    <message>
        <source>Pause sandbox %1?</source>
        <translation>Mettre la sandbox %1 en pause ?</translation>
    </message>
    <message>
        <source>Delete sandbox</source>
        <translation>Supprimer la sandbox</translation>
    </message>
    <message>
        <source>Delete sandbox %1? Every conversation on it loses its workspace.</source>
        <translation>Supprimer la sandbox %1 ? Toutes les conversations qui l&apos;utilisent perdent leur espace de travail.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This sandbox is shared by %n conversation(s); it affects all of them. A shared sandbox is not a security boundary.</source>
        <translation>
            <numerusform>Cette sandbox est partagée par %n conversation ; l&apos;opération la concerne. Une sandbox partagée n&apos;est pas une frontière de sécurité.</numerusform>
            <numerusform>Cette sandbox est partagée par %n conversations ; l&apos;opération les concerne toutes. Une sandbox partagée n&apos;est pas une frontière de sécurité.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore from archive</source>
        <translation>Restaurer depuis les archives</translation>
    </message>
    <message>
        <source>Ar&amp;chive conversation</source>
        <translation>Ar&amp;chiver la conversation</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationCommands</name>
    <message>
        <source>The conversation id is not a UUID.</source>
        <translation>L&apos;identifiant de la conversation n&apos;est pas un UUID.</translation>
    </message>
    <message>
        <source>The conversation is ready.</source>
        <translation>La conversation est prête.</translation>
    </message>
    <message>
        <source>The conversation could not be started.</source>
        <translation>La conversation n&apos;a pas pu être démarrée.</translation>
    </message>
    <message>
        <source>The conversation could not be started: %1</source>
        <translation>La conversation n&apos;a pas pu être démarrée : %1</translation>
    </message>
    <message>
        <source>The conversation is still starting (%1) after a long wait; it will appear in the list when it is ready.</source>
        <translation>La conversation est toujours en cours de démarrage (%1) après une longue attente ; elle apparaîtra dans la liste lorsqu&apos;elle sera prête.</translation>
    </message>
    <message>
        <source>The start task no longer exists on the server.</source>
        <translation>La tâche de démarrage n&apos;existe plus sur le serveur.</translation>
    </message>
    <message>
        <source>The conversation no longer exists on the server.</source>
        <translation>La conversation n&apos;existe plus sur le serveur.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Le message est vide.</translation>
    </message>
    <message>
        <source>Message sent.</source>
        <translation>Message envoyé.</translation>
    </message>
    <message>
        <source>The server did not accept the message.</source>
        <translation>Le serveur n&apos;a pas accepté le message.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is paused, so the message was not sent. Resume the sandbox and send it again.</source>
        <translation>La sandbox de cette conversation est en pause, le message n&apos;a donc pas été envoyé. Reprenez la sandbox et renvoyez-le.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists, so it cannot receive messages. You can still read it and download its trajectory.</source>
        <translation>Cette conversation est archivée : sa sandbox n&apos;existe plus, elle ne peut donc pas recevoir de messages. Vous pouvez toujours la lire et télécharger sa trajectoire.</translation>
    </message>
    <message>
        <source>The sandbox cannot accept messages right now (%1).</source>
        <translation>La sandbox ne peut pas accepter de messages pour le moment (%1).</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists.</source>
        <translation>Cette conversation est archivée : sa sandbox n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: %1</source>
        <translation>La sandbox n&apos;a pas pu être reprise : %1</translation>
    </message>
    <message>
        <source>The sandbox failed while resuming.</source>
        <translation>La sandbox a échoué lors de la reprise.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists.</source>
        <translation>La sandbox n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The sandbox did not finish resuming in time; the message was not sent.</source>
        <translation>La sandbox n&apos;a pas terminé sa reprise à temps ; le message n&apos;a pas été envoyé.</translation>
    </message>
    <message>
        <source>The agent can only be controlled while its sandbox is running (it is %1).</source>
        <translation>L&apos;agent ne peut être contrôlé que lorsque sa sandbox est en cours d&apos;exécution (elle est %1).</translation>
    </message>
    <message>
        <source>No action is waiting for confirmation (the agent is %1).</source>
        <translation>Aucune action n&apos;attend de confirmation (l&apos;agent est %1).</translation>
    </message>
    <message>
        <source>The agent is pausing.</source>
        <translation>L&apos;agent se met en pause.</translation>
    </message>
    <message>
        <source>The agent is running.</source>
        <translation>L&apos;agent est en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>The action was approved.</source>
        <translation>L&apos;action a été approuvée.</translation>
    </message>
    <message>
        <source>The action was rejected.</source>
        <translation>L&apos;action a été refusée.</translation>
    </message>
    <message>
        <source>The title is empty.</source>
        <translation>Le titre est vide.</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>Renommée en « %1 ».</translation>
    </message>
    <message>
        <source>The conversation was deleted.</source>
        <translation>La conversation a été supprimée.</translation>
    </message>
    <message>
        <source>The agent asks you a question: answer it instead of approving.</source>
        <translation>L&apos;agent vous pose une question : répondez-y au lieu d&apos;approuver.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationDelegate</name>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1 (supprimée)</translation>
    </message>
    <message>
        <source>no repository</source>
        <translation>aucun dépôt</translation>
    </message>
    <message>
        <source>Start failed</source>
        <translation>Échec du démarrage</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Étape %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>%1 (archived)</source>
        <translation>%1 (archivée)</translation>
    </message>
    <message>
        <source>↳ parent not shown · %1</source>
        <translation>↳ conversation parente masquée · %1</translation>
    </message>
    <message>
        <source>offline, from a file</source>
        <translation>hors ligne, depuis un fichier</translation>
    </message>
    <message>
        <source>PR %1</source>
        <translation>PR %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationHeader</name>
    <message>
        <source>Open conversation</source>
        <translation>Conversation ouverte</translation>
    </message>
    <message>
        <source>gone from the server</source>
        <translation>disparue du serveur</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationListModel</name>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>New conversation on %1</source>
        <translation>Nouvelle conversation sur %1</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Démarrage : %1</translation>
    </message>
    <message>
        <source>Start failed</source>
        <translation>Échec du démarrage</translation>
    </message>
    <message>
        <source>Start failed: %1</source>
        <translation>Échec du démarrage : %1</translation>
    </message>
    <message>
        <source>Changed since you last looked</source>
        <translation>Modifié depuis votre dernière consultation</translation>
    </message>
    <message>
        <source>Local tags: %1</source>
        <translation>Étiquettes locales : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationListWidget</name>
    <message>
        <source>Search conversations</source>
        <translation>Rechercher des conversations</translation>
    </message>
    <message>
        <source>Needs me</source>
        <translation>Me concernent</translation>
    </message>
    <message>
        <source>Show only conversations waiting for approval, in error or stuck</source>
        <translation>Afficher uniquement les conversations en attente d&apos;approbation, en erreur ou bloquées</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouvelle…</translation>
    </message>
    <message>
        <source>Start a conversation (Ctrl+N)</source>
        <translation>Démarrer une conversation (Ctrl+N)</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>Dernière activité</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>N&apos;importe quand</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Dernière heure</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Dernières 24 heures</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Trier</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Récentes</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Création</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>All repos</source>
        <translation>Tous les dépôts</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Tous les modèles</translation>
    </message>
    <message>
        <source>All sandboxes</source>
        <translation>Toutes les sandbox</translation>
    </message>
    <message>
        <source>Agent status</source>
        <translation>Statut de l&apos;agent</translation>
    </message>
    <message>
        <source>Filter •</source>
        <translation>Filtre •</translation>
    </message>
    <message>
        <source>Sandbox status</source>
        <translation>Statut de la sandbox</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Needs me first</source>
        <translation>Me concernant en premier</translation>
    </message>
    <message>
        <source>Show starting conversations</source>
        <translation>Afficher les conversations en cours de démarrage</translation>
    </message>
    <message>
        <source>Show deleted conversations</source>
        <translation>Afficher les conversations supprimées</translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation>Effacer tous les filtres</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n affichée</numerusform>
            <numerusform>%n affichées</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> sur %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n starting</source>
        <translation>
            <numerusform> · %n en démarrage</numerusform>
            <numerusform> · %n en démarrage</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Copy id</source>
        <translation>Copier l&apos;identifiant</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Pause agent</source>
        <translation>Mettre l&apos;agent en pause</translation>
    </message>
    <message>
        <source>Resume agent</source>
        <translation>Reprendre l&apos;agent</translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Mettre la sandbox en pause</translation>
    </message>
    <message numerus="yes">
        <source>This sandbox is shared: pausing it also pauses %n other conversation(s).</source>
        <translation>
            <numerusform>Cette sandbox est partagée : la mettre en pause met aussi en pause %n autre conversation.</numerusform>
            <numerusform>Cette sandbox est partagée : la mettre en pause met aussi en pause %n autres conversations.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume sandbox</source>
        <translation>Reprendre la sandbox</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Empty sandbox</source>
        <translation>Sandbox vide</translation>
    </message>
    <message>
        <source>No conversation is left on sandbox %1. Delete the sandbox too?</source>
        <translation>Plus aucune conversation n&apos;utilise la sandbox %1. Supprimer également la sandbox ?</translation>
    </message>
    <message>
        <source>Filters by execution status, sandbox status, trigger and more</source>
        <translation>Filtre par statut d&apos;exécution, statut de la sandbox, déclencheur, etc.</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Shows only the conversations on this repository</source>
        <translation>Affiche uniquement les conversations sur ce dépôt</translation>
    </message>
    <message>
        <source>Shows only the conversations using this model</source>
        <translation>Affiche uniquement les conversations utilisant ce modèle</translation>
    </message>
    <message>
        <source>Shows only the conversations in this sandbox</source>
        <translation>Affiche uniquement les conversations de cette sandbox</translation>
    </message>
    <message>
        <source>Shows only the conversations active in this period</source>
        <translation>Affiche uniquement les conversations actives sur cette période</translation>
    </message>
    <message>
        <source>Sort order of the list; conversations that need you come first</source>
        <translation>Ordre de tri de la liste ; les conversations qui vous concernent viennent en premier</translation>
    </message>
    <message>
        <source>Dismiss failed start</source>
        <translation>Ignorer l&apos;échec</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Archive the selected conversations: hidden from the list, kept here and on the server</source>
        <translation>Archiver les conversations sélectionnées : masquées dans la liste, conservées ici et sur le serveur</translation>
    </message>
    <message>
        <source>Put the selected archived conversations back in the list</source>
        <translation>Remettre dans la liste les conversations archivées sélectionnées</translation>
    </message>
    <message>
        <source>Download the trajectory of each selected conversation into a folder</source>
        <translation>Télécharger dans un dossier la trajectoire de chaque conversation sélectionnée</translation>
    </message>
    <message>
        <source>Pause the sandboxes of the selected conversations</source>
        <translation>Mettre en pause les sandbox des conversations sélectionnées</translation>
    </message>
    <message>
        <source>Resume the sandboxes of the selected conversations</source>
        <translation>Reprendre les sandbox des conversations sélectionnées</translation>
    </message>
    <message>
        <source>Delete the selected conversations on the server</source>
        <translation>Supprimer les conversations sélectionnées sur le serveur</translation>
    </message>
    <message>
        <source>Every conversation with its status; Enter opens one, the context menu renames, archives, pauses or deletes it; Shift or Ctrl selects many; Left and Right fold and unfold sub-conversations</source>
        <translation>Toutes les conversations avec leur statut ; Entrée en ouvre une, le menu contextuel la renomme, l&apos;archive, la met en pause ou la supprime ; Maj ou Ctrl en sélectionne plusieurs ; Gauche et Droite replient et déplient les sous-conversations</translation>
    </message>
    <message>
        <source>Not archived</source>
        <translation>Non archivées</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivées</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Select all shown</source>
        <translation>Sélectionner tout ce qui est affiché</translation>
    </message>
    <message>
        <source>Selects every conversation the filters show, for archiving, exporting, pausing, resuming or deleting them together</source>
        <translation>Sélectionne toutes les conversations que les filtres affichent, pour les archiver, les exporter, les mettre en pause, les reprendre ou les supprimer ensemble</translation>
    </message>
    <message numerus="yes">
        <source> · %n conversation(s) need(s) you</source>
        <translation>
            <numerusform> · %n conversation vous attend</numerusform>
            <numerusform> · %n conversations vous attendent</numerusform>
        </translation>
    </message>
    <message>
        <source> · archived</source>
        <translation> · archivées</translation>
    </message>
    <message numerus="yes">
        <source> · %n archived hidden</source>
        <translation>
            <numerusform> · %n archivée masquée</numerusform>
            <numerusform> · %n archivées masquées</numerusform>
        </translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Copy web link</source>
        <translation>Copier le lien web</translation>
    </message>
    <message>
        <source>Restore from archive</source>
        <translation>Restaurer depuis les archives</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n sélectionnée</numerusform>
            <numerusform>%n sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive conversations</source>
        <translation>Archiver les conversations</translation>
    </message>
    <message numerus="yes">
        <source>Archive %n conversation(s)?</source>
        <translation>
            <numerusform>Archiver %n conversation ?</numerusform>
            <numerusform>Archiver %n conversations ?</numerusform>
        </translation>
    </message>
    <message>
        <source>They are hidden from the list and kept, on this computer and on the server; the Archived view shows them and restores them. Their sandboxes are not touched.</source>
        <translation>Elles sont masquées dans la liste et conservées, sur cet ordinateur et sur le serveur ; la vue « Archivées » les affiche et permet de les restaurer. Leurs sandbox ne sont pas modifiées.</translation>
    </message>
    <message>
        <source>already archived</source>
        <translation>déjà dans les archives</translation>
    </message>
    <message>
        <source>Restore conversations</source>
        <translation>Restaurer les conversations</translation>
    </message>
    <message numerus="yes">
        <source>Put %n conversation(s) back in the list?</source>
        <translation>
            <numerusform>Remettre %n conversation dans la liste ?</numerusform>
            <numerusform>Remettre %n conversations dans la liste ?</numerusform>
        </translation>
    </message>
    <message>
        <source>not archived</source>
        <translation>pas dans les archives</translation>
    </message>
    <message>
        <source>Export trajectories</source>
        <translation>Exporter les trajectoires</translation>
    </message>
    <message numerus="yes">
        <source>Download the trajectory of %n conversation(s)?</source>
        <translation>
            <numerusform>Télécharger la trajectoire de %n conversation ?</numerusform>
            <numerusform>Télécharger les trajectoires de %n conversations ?</numerusform>
        </translation>
    </message>
    <message>
        <source>One zip file per conversation, into the folder you choose; files already there are kept.</source>
        <translation>Un fichier zip par conversation, dans le dossier de votre choix ; les fichiers déjà présents sont conservés.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>deleted on the server</source>
        <translation>suppression sur le serveur</translation>
    </message>
    <message>
        <source>Pause sandboxes</source>
        <translation>Mettre les sandbox en pause</translation>
    </message>
    <message numerus="yes">
        <source>Pause %n sandbox(es)?</source>
        <translation>
            <numerusform>Mettre %n sandbox en pause ?</numerusform>
            <numerusform>Mettre %n sandbox en pause ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The agents on them stop; their workspaces are kept. Resuming takes a while.</source>
        <translation>Les agents qui s&apos;y exécutent s&apos;arrêtent ; leurs espaces de travail sont conservés. La reprise prend un certain temps.</translation>
    </message>
    <message>
        <source>their sandbox is not running</source>
        <translation>sandbox pas en cours d&apos;exécution</translation>
    </message>
    <message>
        <source>Pausing a shared sandbox pauses every conversation on it, the ones listed too.</source>
        <translation>Mettre en pause une sandbox partagée met en pause toutes les conversations qui l&apos;utilisent, y compris celles listées.</translation>
    </message>
    <message>
        <source>Resume sandboxes</source>
        <translation>Reprendre les sandbox</translation>
    </message>
    <message numerus="yes">
        <source>Resume %n sandbox(es)?</source>
        <translation>
            <numerusform>Reprendre %n sandbox ?</numerusform>
            <numerusform>Reprendre %n sandbox ?</numerusform>
        </translation>
    </message>
    <message>
        <source>their sandbox is not paused</source>
        <translation>sandbox pas en pause</translation>
    </message>
    <message>
        <source>A shared sandbox resumes for every conversation on it.</source>
        <translation>Une sandbox partagée reprend pour toutes les conversations qui l&apos;utilisent.</translation>
    </message>
    <message>
        <source>Delete conversations</source>
        <translation>Supprimer les conversations</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n conversation(s)?</source>
        <translation>
            <numerusform>Supprimer %n conversation ?</numerusform>
            <numerusform>Supprimer %n conversations ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their events, sub-conversations and start tasks are deleted on the server. This cannot be undone; export the trajectories first if you need them.</source>
        <translation>Leurs événements, sous-conversations et tâches de démarrage sont supprimés sur le serveur. Cette opération est irréversible ; exportez d&apos;abord les trajectoires si vous en avez besoin.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>already deleted on the server</source>
        <translation>suppression déjà effectuée sur le serveur</translation>
    </message>
    <message>
        <source>A shared sandbox stays for the conversations outside the selection.</source>
        <translation>Une sandbox partagée est conservée pour les conversations hors de la sélection.</translation>
    </message>
    <message>
        <source>Export trajectories into</source>
        <translation>Exporter les trajectoires dans</translation>
    </message>
    <message>
        <source>Mark as read</source>
        <translation>Marquer comme lu</translation>
    </message>
    <message>
        <source>Mark as unread</source>
        <translation>Marquer comme non lu</translation>
    </message>
    <message>
        <source>Mark all read</source>
        <translation>Tout marquer comme lu</translation>
    </message>
    <message numerus="yes">
        <source>Compare %n runs…</source>
        <translation>
            <numerusform>Comparer %n exécution…</numerusform>
            <numerusform>Comparer %n exécutions…</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare (pick %1 to %2 runs)</source>
        <translation>Comparer (choisir de %1 à %2 exécutions)</translation>
    </message>
    <message>
        <source>Compare group</source>
        <translation>Comparer le groupe</translation>
    </message>
    <message>
        <source>Show every conversation</source>
        <translation>Afficher toutes les conversations</translation>
    </message>
    <message>
        <source>Show only this group</source>
        <translation>Afficher uniquement ce groupe</translation>
    </message>
    <message>
        <source>Active in the selected range</source>
        <translation>Actives sur la période sélectionnée</translation>
    </message>
    <message>
        <source>Remove tag</source>
        <translation>Retirer l’étiquette</translation>
    </message>
    <message>
        <source>Remove tag “%1”</source>
        <translation>Retirer l’étiquette « %1 »</translation>
    </message>
    <message>
        <source>Search titles, repos, branches, tags, messages…</source>
        <translation>Chercher titres, dépôts, branches, étiquettes, messages…</translation>
    </message>
    <message>
        <source>Matches titles, repositories, branches, models, local tags and message text</source>
        <translation>Trouve titres, dépôts, branches, modèles, étiquettes locales et texte des messages</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationPage</name>
    <message>
        <source>Conversation details</source>
        <translation>Détails de la conversation</translation>
    </message>
    <message>
        <source>Changes, files, skills and hooks, metadata and usage of the selected conversation (Alt+1 to Alt+4)</source>
        <translation>Modifications, fichiers, compétences et hooks, métadonnées et utilisation de la conversation sélectionnée (Alt+1 à Alt+4)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Skills &amp;&amp; hooks</source>
        <translation>Compétences &amp;&amp; hooks</translation>
    </message>
    <message>
        <source>Metadata &amp;&amp; usage</source>
        <translation>Métadonnées &amp;&amp; utilisation</translation>
    </message>
    <message>
        <source>The server does not answer.</source>
        <translation>Le serveur ne répond pas.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationPeek</name>
    <message>
        <source>Peek</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>No events cached yet.</source>
        <translation>Aucun événement en cache pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No events to show.</source>
        <translation>Aucun événement à afficher.</translation>
    </message>
    <message>
        <source>Waiting for your approval: %1 (risk: %2)</source>
        <translation>En attente de votre approbation : %1 (risque : %2)</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>une action</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>non évalué</translation>
    </message>
</context>
<context>
    <name>Switchyard::Credentials</name>
    <message>
        <source>No system keychain is available (%1). API keys are kept in memory for this session only and must be entered again after a restart.</source>
        <translation>Aucun trousseau système n&apos;est disponible (%1). Les clés API sont conservées en mémoire pour cette session uniquement et devront être saisies à nouveau après un redémarrage.</translation>
    </message>
    <message>
        <source>The system keychain did not remove the API key (%1): it is still stored there.</source>
        <translation>Le trousseau système n&apos;a pas supprimé la clé API (%1) : elle y est toujours enregistrée.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison indiquée</translation>
    </message>
</context>
<context>
    <name>Switchyard::DeleteConversationDialog</name>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>&lt;b&gt;Delete “%1”?&lt;/b&gt;&lt;br&gt;Its events, sub-conversations and start tasks are deleted on the server. This cannot be undone; download the trajectory first if you need it.</source>
        <translation>&lt;b&gt;Supprimer « %1 » ?&lt;/b&gt;&lt;br&gt;Ses événements, sous-conversations et tâches de démarrage sont supprimés sur le serveur. Cette opération est irréversible ; téléchargez d&apos;abord la trajectoire si vous en avez besoin.</translation>
    </message>
    <message>
        <source>Also delete its sandbox %1 if no conversation is left on it</source>
        <translation>Supprimer aussi sa sandbox %1 si plus aucune conversation ne l&apos;utilise</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox is shared with %n other conversation(s); it stays.</source>
        <translation>
            <numerusform>La sandbox est partagée avec %n autre conversation ; elle est conservée.</numerusform>
            <numerusform>La sandbox est partagée avec %n autres conversations ; elle est conservée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server normally removes a sandbox left empty by itself; after the delete, the sandbox is checked again and deleted only if it is really empty.</source>
        <translation>Le serveur supprime normalement de lui-même une sandbox restée vide ; après la suppression, la sandbox est vérifiée à nouveau et supprimée uniquement si elle est réellement vide.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>After the delete, the sandbox is checked again and deleted only if no conversation is left on it</source>
        <translation>Après la suppression, la sandbox est vérifiée à nouveau et n&apos;est supprimée que si plus aucune conversation ne l&apos;utilise</translation>
    </message>
</context>
<context>
    <name>Switchyard::DemoServer</name>
    <message>
        <source>The built-in simulator could not listen on 127.0.0.1.</source>
        <translation>Le simulateur intégré n&apos;a pas pu écouter sur 127.0.0.1.</translation>
    </message>
</context>
<context>
    <name>Switchyard::DiffView</name>
    <message>
        <source>Both versions are empty.</source>
        <translation>Les deux versions sont vides.</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Aucune modification.</translation>
    </message>
    <message>
        <source>no newline at end</source>
        <translation>pas de saut de ligne à la fin</translation>
    </message>
    <message>
        <source>CRLF</source>
        <translation>CRLF</translation>
    </message>
    <message>
        <source>LF</source>
        <translation>LF</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯ %n ligne inchangée — cliquer pour afficher</numerusform>
            <numerusform>⋯ %n lignes inchangées — cliquer pour afficher</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy old line %1</source>
        <translation>Copier l&apos;ancienne ligne %1</translation>
    </message>
    <message>
        <source>Copy new line %1</source>
        <translation>Copier la nouvelle ligne %1</translation>
    </message>
    <message>
        <source>Copy as unified diff</source>
        <translation>Copier en tant que diff unifié</translation>
    </message>
    <message>
        <source>Show all lines</source>
        <translation>Afficher toutes les lignes</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Unified</source>
        <translation>Unifié</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>The changed lines of a file, old and new. N or J: next change; P or K: previous change; A: show all unchanged lines; Home, End: first and last line; the context menu copies lines and switches between unified and side by side.</source>
        <translation>Les lignes modifiées d&apos;un fichier, anciennes et nouvelles. N ou J : modification suivante ; P ou K : modification précédente ; A : afficher toutes les lignes inchangées ; Début, Fin : première et dernière ligne ; le menu contextuel copie des lignes et bascule entre l&apos;affichage unifié et côte à côte.</translation>
    </message>
    <message>
        <source>Outdated: the lines changed since.
%1</source>
        <translation>Obsolète : les lignes ont changé depuis.
%1</translation>
    </message>
    <message>
        <source>Comment on line %1…</source>
        <translation>Commenter la ligne %1…</translation>
    </message>
    <message>
        <source>Comment on lines %1–%2…</source>
        <translation>Commenter les lignes %1–%2…</translation>
    </message>
</context>
<context>
    <name>Switchyard::DownloadCommands</name>
    <message>
        <source>Not connected to a server.</source>
        <translation>Non connecté à un serveur.</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Le téléchargement a été annulé.</translation>
    </message>
    <message>
        <source>An export of this conversation is already running on the server. Try again in a minute.</source>
        <translation>Un export de cette conversation est déjà en cours sur le serveur. Réessayez dans une minute.</translation>
    </message>
    <message>
        <source>This conversation has more events than the server exports (at most 10,000). Review it live in the timeline, or export a transcript from Switchyard instead.</source>
        <translation>Cette conversation contient plus d&apos;événements que le serveur ne peut en exporter (10 000 au maximum). Consultez-la en direct dans la chronologie, ou exportez plutôt une transcription depuis Switchyard.</translation>
    </message>
</context>
<context>
    <name>Switchyard::DownloadDialog</name>
    <message>
        <source>Download trajectory</source>
        <translation>Télécharger la trajectoire</translation>
    </message>
    <message>
        <source>Downloading to %1…</source>
        <translation>Téléchargement vers %1…</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progression du téléchargement</translation>
    </message>
    <message>
        <source>Save trajectory</source>
        <translation>Enregistrer la trajectoire</translation>
    </message>
    <message>
        <source>Trajectory archives (*.zip)</source>
        <translation>Archives de trajectoire (*.zip)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Downloading to %1… %2</source>
        <translation>Téléchargement vers %1… %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::EventCard</name>
    <message numerus="yes">
        <source>⋯ %n more line(s) — show all</source>
        <translation>
            <numerusform>⋯ %n ligne de plus — tout afficher</numerusform>
            <numerusform>⋯ %n lignes de plus — tout afficher</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking (%1 characters)</source>
        <translation>Réflexion (%1 caractères)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>%1 unchanged lines</source>
        <translation>%1 lignes inchangées</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>exit 0</source>
        <translation>code de sortie 0</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>toujours en cours</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>Capture d&apos;écran</translation>
    </message>
    <message>
        <source>(could not be decoded)</source>
        <translation>(décodage impossible)</translation>
    </message>
    <message>
        <source>Agent error</source>
        <translation>Erreur de l&apos;agent</translation>
    </message>
    <message>
        <source>Rejected by a hook</source>
        <translation>Refusé par un hook</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>Invalid tool call</source>
        <translation>Appel d&apos;outil invalide</translation>
    </message>
    <message>
        <source>The model called “%1” with arguments the tool does not accept.</source>
        <translation>Le modèle a appelé « %1 » avec des arguments que l&apos;outil n&apos;accepte pas.</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Input to the running process</source>
        <translation>Entrée du processus en cours</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Open the file&apos;s diff</source>
        <translation>Ouvrir le diff du fichier</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Edit result</source>
        <translation>Résultat de la modification</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Think</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>Outil MCP</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Invalid call</source>
        <translation>Appel invalide</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Erreur du serveur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Interrupt</source>
        <translation>Interruption</translation>
    </message>
    <message>
        <source>Condensation</source>
        <translation>Condensation</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation>Streaming</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>LLM log</source>
        <translation>Journal LLM</translation>
    </message>
    <message>
        <source>ACP tool</source>
        <translation>Outil ACP</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>Navigateur</translation>
    </message>
    <message>
        <source>Low risk</source>
        <translation>Risque faible</translation>
    </message>
    <message>
        <source>Medium risk</source>
        <translation>Risque moyen</translation>
    </message>
    <message>
        <source>High risk</source>
        <translation>Risque élevé</translation>
    </message>
    <message>
        <source>Unknown risk</source>
        <translation>Risque inconnu</translation>
    </message>
    <message>
        <source>Risk: %1</source>
        <translation>Risque : %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) attached</source>
        <translation>
            <numerusform>%n image jointe</numerusform>
            <numerusform>%n images jointes</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills: %1</source>
        <translation>Compétences : %1</translation>
    </message>
    <message>
        <source>Classified as %1</source>
        <translation>Classé comme %1</translation>
    </message>
    <message>
        <source>State update</source>
        <translation>Mise à jour de l&apos;état</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>Complétion</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) forgotten by the agent</source>
        <translation>
            <numerusform>%n événement antérieur oublié par l&apos;agent</numerusform>
            <numerusform>%n événements antérieurs oubliés par l&apos;agent</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>Hook %1</source>
        <translation>Hook %1</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Outil : %1</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motif : %1</translation>
    </message>
    <message>
        <source>Hook error</source>
        <translation>Erreur de hook</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>Streaming reply</source>
        <translation>Réponse en streaming</translation>
    </message>
    <message numerus="yes">
        <source>%n delta(s)</source>
        <translation>
            <numerusform>%n delta</numerusform>
            <numerusform>%n deltas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Outils : %1</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>type inconnu</translation>
    </message>
    <message>
        <source>policy %1</source>
        <translation>politique %1</translation>
    </message>
    <message>
        <source>Security analysis:</source>
        <translation>Analyse de sécurité :</translation>
    </message>
    <message>
        <source>Security analysis (%1):</source>
        <translation>Analyse de sécurité (%1) :</translation>
    </message>
    <message>
        <source>several answers possible</source>
        <translation>plusieurs réponses possibles</translation>
    </message>
    <message>
        <source>Free text answer</source>
        <translation>Réponse libre</translation>
    </message>
    <message numerus="yes">
        <source>Answer within %n second(s), or the agent server dismisses the question.</source>
        <translation>
            <numerusform>Répondez dans %n seconde, sinon le serveur d&apos;agent écarte la question.</numerusform>
            <numerusform>Répondez dans les %n secondes, sinon le serveur d&apos;agent écarte la question.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declined to answer.</source>
        <translation>Réponse refusée.</translation>
    </message>
    <message>
        <source>Dismissed by the agent server (timed out or closed).</source>
        <translation>Écartée par le serveur d&apos;agent (expirée ou fermée).</translation>
    </message>
    <message>
        <source>Dismissed.</source>
        <translation>Écartée.</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse : %1</translation>
    </message>
    <message>
        <source>Accepted without picking an option.</source>
        <translation>Accepté sans choisir d&apos;option.</translation>
    </message>
    <message>
        <source>The agent asks you a question and waits for your answer.</source>
        <translation>L&apos;agent vous pose une question et attend votre réponse.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
</context>
<context>
    <name>Switchyard::EventSummary</name>
    <message>
        <source>Invalid tool call: %1</source>
        <translation>Appel d&apos;outil invalide : %1</translation>
    </message>
    <message>
        <source>exit %1: </source>
        <translation>code de sortie %1 : </translation>
    </message>
    <message numerus="yes">
        <source>Condensed %n event(s)</source>
        <translation>
            <numerusform>%n événement condensé</numerusform>
            <numerusform>%n événements condensés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>System prompt, %n tool(s)</source>
        <translation>
            <numerusform>Prompt système, %n outil</numerusform>
            <numerusform>Prompt système, %n outils</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>Condensation requested</source>
        <translation>Condensation demandée</translation>
    </message>
    <message>
        <source>Unknown event kind %1</source>
        <translation>Type d&apos;événement inconnu %1</translation>
    </message>
    <message>
        <source>Choosing a model for the task</source>
        <translation>Choix d&apos;un modèle pour la tâche</translation>
    </message>
    <message>
        <source>Switch to model profile %1</source>
        <translation>Passer au profil de modèle %1</translation>
    </message>
    <message>
        <source>Switch to model profile %1: %2</source>
        <translation>Passer au profil de modèle %1 : %2</translation>
    </message>
    <message>
        <source>Now using %1</source>
        <translation>Utilise maintenant %1</translation>
    </message>
    <message>
        <source>Task classified as %1, now using %2</source>
        <translation>Tâche classée comme %1, utilise maintenant %2</translation>
    </message>
    <message numerus="yes">
        <source>Question: %1 (and %n more)</source>
        <translation>
            <numerusform>Question : %1 (et %n autre)</numerusform>
            <numerusform>Question : %1 (et %n autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Question : %1</translation>
    </message>
    <message>
        <source>Declined to answer</source>
        <translation>Refus de répondre</translation>
    </message>
    <message>
        <source>Question dismissed</source>
        <translation>Question ignorée</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Réponse : %1</translation>
    </message>
    <message>
        <source>Security check: %1 risk (%2)</source>
        <translation>Contrôle de sécurité : risque %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Switchyard::ExportCli</name>
    <message>
        <source>Export a trajectory (a /download zip, an agent-server folder or its zip) as a transcript, with secrets redacted.</source>
        <translation>Exporte une trajectoire (un zip /download, un dossier agent-server ou son zip) sous forme de transcription, en masquant les secrets.</translation>
    </message>
    <message>
        <source>Output format: markdown, html or json-summary.</source>
        <translation>Format de sortie : markdown, html ou json-summary.</translation>
    </message>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>Écrire dans ce fichier au lieu de la sortie standard.</translation>
    </message>
    <message>
        <source>The trajectory to export.</source>
        <translation>La trajectoire à exporter.</translation>
    </message>
    <message>
        <source>expected exactly one FILE</source>
        <translation>un seul FILE attendu</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (markdown, html, json-summary)</source>
        <translation>format inconnu &quot;%1&quot; (markdown, html, json-summary)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::Exporter</name>
    <message numerus="yes">
        <source>… %n more line(s) not shown</source>
        <translation>
            <numerusform>… %n ligne supplémentaire non affichée</numerusform>
            <numerusform>… %n lignes supplémentaires non affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Action: %1</source>
        <translation>Action : %1</translation>
    </message>
    <message>
        <source>risk %1</source>
        <translation>risque %1</translation>
    </message>
    <message>
        <source>Edit %1 (%2)</source>
        <translation>Modification de %1 (%2)</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>Agent error</source>
        <translation>Erreur de l&apos;agent</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Refusé (%1)</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <source>Condensation</source>
        <translation>Condensation</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) condensed</source>
        <translation>
            <numerusform>%n événement antérieur condensé</numerusform>
            <numerusform>%n événements antérieurs condensés</numerusform>
        </translation>
    </message>
    <message>
        <source>Hook %1</source>
        <translation>Hook %1</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Outils : %1</translation>
    </message>
    <message>
        <source>Unknown event kind %1</source>
        <translation>Type d&apos;événement inconnu %1</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branche</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Création</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Event %1 could not be read from the cache.</source>
        <translation>L&apos;événement %1 n&apos;a pas pu être lu depuis le cache.</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <source>Review draft (not sent)</source>
        <translation>Brouillon de revue (non envoyé)</translation>
    </message>
</context>
<context>
    <name>Switchyard::FileTreeModel</name>
    <message>
        <source>%1 (%2 changed)</source>
        <translation>%1 (modifiés : %2)</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (modifié)</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Dossier %1</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, modifié</translation>
    </message>
</context>
<context>
    <name>Switchyard::FileViewerWidget</name>
    <message>
        <source>Show the rest</source>
        <translation>Afficher la suite</translation>
    </message>
    <message>
        <source>Workspace path (absolute, or relative to the repository)</source>
        <translation>Chemin dans l&apos;espace de travail (absolu ou relatif au dépôt)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Occurrence précédente (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Occurrence suivante (F3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Go to line (Ctrl+G)</source>
        <translation>Aller à la ligne (Ctrl+G)</translation>
    </message>
    <message>
        <source>Choose a file to show.</source>
        <translation>Choisissez un fichier à afficher.</translation>
    </message>
    <message>
        <source>Loading %1 …</source>
        <translation>Chargement de %1 …</translation>
    </message>
    <message>
        <source>Nothing to show for %1.

The server answers with empty text when the file is empty, does not exist, is not valid UTF-8 (binary), or when the sandbox is not running.</source>
        <translation>Rien à afficher pour %1.

Le serveur répond par un texte vide lorsque le fichier est vide, n&apos;existe pas, n&apos;est pas en UTF-8 valide (binaire), ou lorsque la sandbox n&apos;est pas en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>%1 looks like a binary file; it is not shown.</source>
        <translation>%1 semble être un fichier binaire ; il n&apos;est pas affiché.</translation>
    </message>
    <message>
        <source>Large file: showing the first %1 of %2 lines (%3).</source>
        <translation>Fichier volumineux : affichage des %1 premières lignes sur %2 (%3).</translation>
    </message>
    <message>
        <source>Loading the rest …</source>
        <translation>Chargement de la suite …</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Chemin du fichier</translation>
    </message>
    <message>
        <source>Workspace path of the file to show (absolute, or relative to the repository); Enter opens it</source>
        <translation>Chemin dans l&apos;espace de travail du fichier à afficher (absolu ou relatif au dépôt) ; Entrée l&apos;ouvre</translation>
    </message>
    <message>
        <source>Shows the file at the path</source>
        <translation>Affiche le fichier à ce chemin</translation>
    </message>
    <message>
        <source>Find in file</source>
        <translation>Rechercher dans le fichier</translation>
    </message>
    <message>
        <source>Text to find in the file (Ctrl+F); Enter finds the next match</source>
        <translation>Texte à rechercher dans le fichier (Ctrl+F) ; Entrée passe au résultat suivant</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Résultat précédent</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Résultat suivant</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>Aller à la ligne</translation>
    </message>
    <message>
        <source>Loads the rest of a large file</source>
        <translation>Charge le reste d&apos;un fichier volumineux</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetPage</name>
    <message>
        <source>Group lanes by</source>
        <translation>Regrouper les lignes par</translation>
    </message>
    <message>
        <source>Group by sandbox</source>
        <translation>Regrouper par sandbox</translation>
    </message>
    <message>
        <source>Group by repository</source>
        <translation>Regrouper par dépôt</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>Zoom avant (+, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation>Zoom arrière (−, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>The whole history up to now (Home)</source>
        <translation>Tout l&apos;historique jusqu&apos;à maintenant (Début)</translation>
    </message>
    <message>
        <source>Shift+drag (or drag on the time axis) to select a range</source>
        <translation>Shift+glisser (ou glisser sur l&apos;axe du temps) pour sélectionner une période</translation>
    </message>
    <message>
        <source>Show these conversations in the list</source>
        <translation>Afficher ces conversations dans la liste</translation>
    </message>
    <message>
        <source>Filter the conversation list to those running or waiting in the selected range</source>
        <translation>Filtrer la liste des conversations sur celles en cours ou en attente pendant la période sélectionnée</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>Image PNG…</translation>
    </message>
    <message>
        <source>SVG drawing…</source>
        <translation>Dessin SVG…</translation>
    </message>
    <message>
        <source>PDF for printing…</source>
        <translation>PDF pour impression…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) active</source>
        <translation>
            <numerusform>%1 : %n conversation active</numerusform>
            <numerusform>%1 : %n conversations actives</numerusform>
        </translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the fleet timeline</source>
        <translation>Exporter la chronologie de la flotte</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>The timeline could not be written to %1.</source>
        <translation>La chronologie n&apos;a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <source>Save the timeline as it shows as PNG, SVG or PDF, or print it</source>
        <translation>Enregistrer la chronologie telle qu’affichée en PNG, SVG ou PDF, ou l’imprimer</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetTimeline</name>
    <message>
        <source>No sandbox</source>
        <translation>Aucune sandbox</translation>
    </message>
    <message>
        <source>No repository</source>
        <translation>Aucun dépôt</translation>
    </message>
    <message>
        <source>Sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetTimelineView</name>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Waiting for approval</source>
        <translation>En attente d&apos;approbation</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>En attente d&apos;une personne</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Status “%1”</source>
        <translation>Statut « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 j %2 h</translation>
    </message>
    <message>
        <source>Fleet timeline</source>
        <translation>Chronologie de la flotte</translation>
    </message>
    <message>
        <source>No status history yet</source>
        <translation>Pas encore d&apos;historique des statuts</translation>
    </message>
    <message>
        <source>Repository / conversation</source>
        <translation>Dépôt / conversation</translation>
    </message>
    <message>
        <source>Sandbox / conversation</source>
        <translation>Sandbox / conversation</translation>
    </message>
    <message>
        <source>up to %1 at once · $%2</source>
        <translation>jusqu&apos;à %1 simultanément · $%2</translation>
    </message>
    <message>
        <source>idle pause</source>
        <translation>pause d&apos;inactivité</translation>
    </message>
    <message>
        <source>12 h cap</source>
        <translation>limite de 12 h</translation>
    </message>
    <message>
        <source>deletion</source>
        <translation>suppression</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) active at %1</source>
        <translation>
            <numerusform>%n conversation active à %1</numerusform>
            <numerusform>%n conversations actives à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next lifecycle step (estimate): %1</source>
        <translation>Prochaine étape du cycle de vie (estimation) : %1</translation>
    </message>
    <message>
        <source>%1: %2 – %3 (%4)</source>
        <translation>%1 : %2 – %3 (%4)</translation>
    </message>
    <message>
        <source>Print the fleet timeline</source>
        <translation>Imprimer la chronologie de la flotte</translation>
    </message>
</context>
<context>
    <name>Switchyard::GitHandOffBar</name>
    <message>
        <source>Commit</source>
        <translation>Commiter</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Pousser</translation>
    </message>
    <message>
        <source>Open pull request</source>
        <translation>Ouvrir une pull request</translation>
    </message>
    <message>
        <source>Asks the agent to commit the changes</source>
        <translation>Demande à l&apos;agent de commiter les modifications</translation>
    </message>
    <message>
        <source>Asks the agent to push the committed changes to a new branch</source>
        <translation>Demande à l&apos;agent de pousser les modifications commitées vers une nouvelle branche</translation>
    </message>
    <message>
        <source>Asks the agent to push the changes and open a pull request</source>
        <translation>Demande à l&apos;agent de pousser les modifications et d&apos;ouvrir une pull request</translation>
    </message>
    <message>
        <source>Not connected to a server: the agent cannot be asked.</source>
        <translation>Non connecté à un serveur : impossible de solliciter l&apos;agent.</translation>
    </message>
    <message>
        <source>Select a conversation.</source>
        <translation>Sélectionnez une conversation.</translation>
    </message>
    <message>
        <source>This conversation has no repository.</source>
        <translation>Cette conversation n&apos;a pas de dépôt.</translation>
    </message>
    <message>
        <source>The sandbox is not running: resume it to hand the changes to git.</source>
        <translation>La sandbox n&apos;est pas en cours d&apos;exécution : reprenez-la pour confier les modifications à git.</translation>
    </message>
    <message>
        <source>A message is being sent.</source>
        <translation>Un message est en cours d&apos;envoi.</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxDelegate</name>
    <message>
        <source>HIGH</source>
        <translation>ÉLEVÉ</translation>
    </message>
    <message>
        <source>MEDIUM</source>
        <translation>MOYEN</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>FAIBLE</translation>
    </message>
    <message>
        <source>APPROVE</source>
        <translation>APPROUVER</translation>
    </message>
    <message>
        <source>QUESTION</source>
        <translation>QUESTION</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ERREUR</translation>
    </message>
    <message>
        <source>STUCK</source>
        <translation>BLOQUÉ</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINÉ</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 j</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>en attente depuis %1</translation>
    </message>
    <message>
        <source>sandbox shared with %1</source>
        <translation>sandbox partagée avec %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>RULE</source>
        <translation>RÈGLE</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxModel</name>
    <message numerus="yes">
        <source>No repository (%n)</source>
        <translation>
            <numerusform>Aucun dépôt (%n)</numerusform>
            <numerusform>Aucun dépôt (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No sandbox (%n)</source>
        <translation>
            <numerusform>Aucune sandbox (%n)</numerusform>
            <numerusform>Aucune sandbox (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sandbox %1 (%n)</source>
        <translation>
            <numerusform>Sandbox %1 (%n)</numerusform>
            <numerusform>Sandbox %1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says %2 (%3)</source>
        <translation>%1 dit %2 (%3)</translation>
    </message>
    <message>
        <source>Waits for your confirmation</source>
        <translation>Attend votre confirmation</translation>
    </message>
    <message>
        <source>The agent asks you a question</source>
        <translation>L&apos;agent vous pose une question</translation>
    </message>
    <message>
        <source>The conversation is in error</source>
        <translation>La conversation est en erreur</translation>
    </message>
    <message>
        <source>The agent is stuck</source>
        <translation>L&apos;agent est bloqué</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Rule “%1”: %2</source>
        <translation>Règle « %1 » : %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxWidget</name>
    <message>
        <source>Nothing waits for you.</source>
        <translation>Rien ne vous attend.</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) wait for you</source>
        <translation>
            <numerusform>%n élément vous attend</numerusform>
            <numerusform>%n éléments vous attendent</numerusform>
        </translation>
    </message>
    <message>
        <source>No groups</source>
        <translation>Pas de groupes</translation>
    </message>
    <message>
        <source>By repository</source>
        <translation>Par dépôt</translation>
    </message>
    <message>
        <source>By sandbox</source>
        <translation>Par sandbox</translation>
    </message>
    <message>
        <source>Group the inbox</source>
        <translation>Grouper la boîte de réception</translation>
    </message>
    <message>
        <source>j/k move · x select · a approve · r reject · Enter answer · o open · s snooze · g group</source>
        <translation>j/k déplacer · x sélectionner · a approuver · r refuser · Entrée répondre · o ouvrir · s reporter · g grouper</translation>
    </message>
    <message>
        <source>Things that wait for you</source>
        <translation>Ce qui vous attend</translation>
    </message>
    <message>
        <source>The action in full</source>
        <translation>L&apos;action en entier</translation>
    </message>
    <message>
        <source>Why reject? (optional; Enter sends, Escape goes back)</source>
        <translation>Pourquoi refuser ? (facultatif ; Entrée envoie, Échap revient)</translation>
    </message>
    <message>
        <source>Reason for the rejection</source>
        <translation>Raison du refus</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Boîte de réception</translation>
    </message>
    <message>
        <source>Inbox (%1)</source>
        <translation>Boîte de réception (%1)</translation>
    </message>
    <message>
        <source>A question is answered (Enter), not approved.</source>
        <translation>Une question reçoit une réponse (Entrée), elle n&apos;est pas approuvée.</translation>
    </message>
    <message>
        <source>Nothing to approve here.</source>
        <translation>Rien à approuver ici.</translation>
    </message>
    <message>
        <source>Approve a HIGH-risk action</source>
        <translation>Approuver une action à risque ÉLEVÉ</translation>
    </message>
    <message>
        <source>The agent of “%1” waits to run this. Approve it?</source>
        <translation>L&apos;agent de « %1 » attend pour exécuter ceci. L&apos;approuver ?</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Approuver</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Left out, HIGH risk (approve each on its own):</source>
        <translation>Laissées de côté, risque ÉLEVÉ (approuvez-les une par une) :</translation>
    </message>
    <message>
        <source>Left out, answered already:</source>
        <translation>Laissées de côté, déjà traitées :</translation>
    </message>
    <message>
        <source>None of the selected actions can be approved together.</source>
        <translation>Aucune des actions sélectionnées ne peut être approuvée en lot.</translation>
    </message>
    <message>
        <source>HIGH-risk actions are approved one at a time.</source>
        <translation>Les actions à risque ÉLEVÉ s&apos;approuvent une par une.</translation>
    </message>
    <message numerus="yes">
        <source>Approve %n action(s)</source>
        <translation>
            <numerusform>Approuver %n action</numerusform>
            <numerusform>Approuver %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approve these %n action(s) in %1 conversation(s)?</source>
        <translation>
            <numerusform>Approuver %n action dans %1 conversation(s) ?</numerusform>
            <numerusform>Approuver ces %n actions dans %1 conversation(s) ?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Approve all</source>
        <translation>Tout &amp;approuver</translation>
    </message>
    <message>
        <source>Snoozed for 30 minutes.</source>
        <translation>Reporté de 30 minutes.</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>Dépôt : %1</translation>
    </message>
    <message>
        <source>Also on its sandbox: %1</source>
        <translation>Aussi sur sa sandbox : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::LibraryVersions</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <source>not available (no Qt SQLite driver)</source>
        <translation>non disponible (aucun pilote SQLite Qt)</translation>
    </message>
    <message>
        <source>%1 (Qt SQL driver)</source>
        <translation>%1 (pilote SQL Qt)</translation>
    </message>
    <message>
        <source>TLS library</source>
        <translation>Bibliothèque TLS</translation>
    </message>
</context>
<context>
    <name>Switchyard::Lifecycle</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 j %2 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 j</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Estimated: may be paused for inactivity at any moment</source>
        <translation>Estimation : peut être mise en pause pour inactivité à tout moment</translation>
    </message>
    <message>
        <source>Estimated: the 12-hour limit is reached; may be paused at any moment</source>
        <translation>Estimation : la limite de 12 heures est atteinte ; peut être mise en pause à tout moment</translation>
    </message>
    <message>
        <source>Estimated: may be deleted with its workspace at any moment</source>
        <translation>Estimation : peut être supprimée avec son espace de travail à tout moment</translation>
    </message>
    <message>
        <source>may pause any moment (estimate)</source>
        <translation>peut se mettre en pause à tout moment (estimation)</translation>
    </message>
    <message>
        <source>idle pause in about %1 (estimate)</source>
        <translation>pause d&apos;inactivité dans environ %1 (estimation)</translation>
    </message>
    <message>
        <source>12-hour limit in about %1 (estimate)</source>
        <translation>limite de 12 heures dans environ %1 (estimation)</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Estimated: paused for inactivity in about %1 unless the agent acts</source>
        <translation>Estimation : mise en pause pour inactivité dans environ %1, sauf si l&apos;agent agit</translation>
    </message>
    <message>
        <source>Estimated: paused by the 12-hour limit in about %1, even if the agent works</source>
        <translation>Estimation : mise en pause par la limite de 12 heures dans environ %1, même si l&apos;agent travaille</translation>
    </message>
    <message>
        <source>Estimated: deleted with its workspace in about %1 unless resumed</source>
        <translation>Estimation : supprimée avec son espace de travail dans environ %1, sauf si elle est reprise</translation>
    </message>
</context>
<context>
    <name>Switchyard::LifecyclePlan</name>
    <message>
        <source>Estimated: paused for inactivity at %1 (in about %2) unless an agent acts</source>
        <translation>Estimation : mise en pause pour inactivité à %1 (dans environ %2), sauf si un agent agit</translation>
    </message>
    <message>
        <source>Estimated: may be paused for inactivity at any moment</source>
        <translation>Estimation : peut être mise en pause pour inactivité à tout moment</translation>
    </message>
    <message>
        <source>Estimated: paused by the 12-hour limit at %1 (in about %2), even if an agent works</source>
        <translation>Estimation : mise en pause par la limite de 12 heures à %1 (dans environ %2), même si un agent travaille</translation>
    </message>
    <message>
        <source>Estimated: the 12-hour limit is reached; may be paused at any moment</source>
        <translation>Estimation : la limite de 12 heures est atteinte ; peut être mise en pause à tout moment</translation>
    </message>
    <message>
        <source>Estimated: deleted with its workspace on %1 (in about %2) unless resumed</source>
        <translation>Estimation : supprimée avec son espace de travail le %1 (dans environ %2), sauf si elle est reprise</translation>
    </message>
    <message>
        <source>Estimated: may be deleted with its workspace at any moment</source>
        <translation>Estimation : peut être supprimée avec son espace de travail à tout moment</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveBadge</name>
    <message>
        <source>Live status</source>
        <translation>Statut en direct</translation>
    </message>
    <message>
        <source>Events arrive as they happen, over the agent server&apos;s live connection.</source>
        <translation>Les événements arrivent en temps réel, via la connexion en direct du serveur d&apos;agent.</translation>
    </message>
    <message>
        <source>Events are fetched from the server every few seconds (they can lag up to 30 s).</source>
        <translation>Les événements sont récupérés auprès du serveur toutes les quelques secondes (avec jusqu&apos;à 30 s de retard).</translation>
    </message>
    <message>
        <source>The server cannot be reached: showing what was cached.</source>
        <translation>Le serveur est injoignable : affichage de ce qui a été mis en cache.</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveManager</name>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>polling</source>
        <translation>interrogation</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveStreamWidget</name>
    <message>
        <source>Agent reply, streaming</source>
        <translation>Réponse de l&apos;agent, en cours de diffusion</translation>
    </message>
    <message>
        <source>Provisional text: replaced by the agent&apos;s message when it arrives</source>
        <translation>Texte provisoire : remplacé par le message de l&apos;agent dès son arrivée</translation>
    </message>
    <message>
        <source>Agent is thinking…</source>
        <translation>L&apos;agent réfléchit…</translation>
    </message>
    <message>
        <source>Agent is typing…</source>
        <translation>L&apos;agent écrit…</translation>
    </message>
    <message>
        <source>(some text missing until the message arrives)</source>
        <translation>(une partie du texte manque jusqu&apos;à l&apos;arrivée du message)</translation>
    </message>
</context>
<context>
    <name>Switchyard::LocalCommands</name>
    <message>
        <source>Which events the server lost is known once its list has been read again.</source>
        <translation>Les événements perdus par le serveur seront connus une fois sa liste relue.</translation>
    </message>
    <message>
        <source>Every conversation is marked read.</source>
        <translation>Toutes les conversations sont marquées comme lues.</translation>
    </message>
</context>
<context>
    <name>Switchyard::MainWindow</name>
    <message>
        <source>Switchyard</source>
        <translation>Switchyard</translation>
    </message>
    <message>
        <source>%1 — Switchyard</source>
        <translation>%1 — Switchyard</translation>
    </message>
    <message>
        <source>No conversation needs you right now.</source>
        <translation>Aucune conversation ne vous attend pour le moment.</translation>
    </message>
    <message>
        <source>Open trajectory</source>
        <translation>Ouvrir une trajectoire</translation>
    </message>
    <message>
        <source>Trajectories (*.zip *.json);;All files (*)</source>
        <translation>Trajectoires (*.zip *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <source>The new language takes effect the next time Switchyard starts.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage de Switchyard.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) loaded.</source>
        <translation>
            <numerusform>%n événement chargé.</numerusform>
            <numerusform>%n événements chargés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) loaded; %1 could not be read.</source>
        <translation>
            <numerusform>%n événement chargé ; %1 n&apos;a pas pu être lu.</numerusform>
            <numerusform>%n événements chargés ; %1 n&apos;ont pas pu être lus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every variant of the group finished: comparing them.</source>
        <translation>Toutes les variantes du groupe sont terminées : comparaison en cours.</translation>
    </message>
</context>
<context>
    <name>Switchyard::MetadataWidget</name>
    <message>
        <source>No conversation selected</source>
        <translation>Aucune conversation sélectionnée</translation>
    </message>
    <message>
        <source>Select a conversation to see its metadata, cost and token usage.</source>
        <translation>Sélectionnez une conversation pour voir ses métadonnées, son coût et sa consommation de jetons.</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Budget per task</source>
        <translation>Budget par tâche</translation>
    </message>
    <message>
        <source>Tokens (prompt / completion)</source>
        <translation>Jetons (prompt / complétion)</translation>
    </message>
    <message>
        <source>Cache (read / write)</source>
        <translation>Cache (lecture / écriture)</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Jetons de raisonnement</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>Fenêtre de contexte</translation>
    </message>
    <message>
        <source>Events (local)</source>
        <translation>Événements (locaux)</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Sandbox status</source>
        <translation>Statut de la sandbox</translation>
    </message>
    <message>
        <source>Agent status</source>
        <translation>Statut de l&apos;agent</translation>
    </message>
    <message>
        <source>Confirmed by the server</source>
        <translation>Confirmé par le serveur</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Création</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mise à jour</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parent</translation>
    </message>
    <message>
        <source>Sub-conversations</source>
        <translation>Sous-conversations</translation>
    </message>
    <message>
        <source>Pull requests</source>
        <translation>Pull requests</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non communiqué</translation>
    </message>
    <message>
        <source>%1 / %2 tokens (last turn)</source>
        <translation>%1 / %2 jetons (dernier tour)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The server did not report the context window.</source>
        <translation>Le serveur n&apos;a pas communiqué la fenêtre de contexte.</translation>
    </message>
    <message>
        <source>Metadata and usage</source>
        <translation>Métadonnées et utilisation</translation>
    </message>
    <message>
        <source>Cost, tokens, context use, sandbox and conversation details of the selected conversation</source>
        <translation>Coût, jetons, utilisation du contexte, détails de la sandbox et de la conversation pour la conversation sélectionnée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>%1 (not loaded)</source>
        <translation>%1 (non chargée)</translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation>%1 — %2 · %3</translation>
    </message>
    <message>
        <source>Related</source>
        <translation>Conversations liées</translation>
    </message>
    <message>
        <source>Open the parent conversation</source>
        <translation>Ouvrir la conversation parente</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-conversation(s)</source>
        <translation>
            <numerusform>%n sous-conversation</numerusform>
            <numerusform>%n sous-conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the sub-conversation</source>
        <translation>Ouvrir la sous-conversation</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Opens this conversation in the server&apos;s web interface</source>
        <translation>Ouvre cette conversation dans l&apos;interface web du serveur</translation>
    </message>
    <message>
        <source>Budget spent</source>
        <translation>Budget consommé</translation>
    </message>
    <message>
        <source>Lifecycle (estimate)</source>
        <translation>Cycle de vie (estimation)</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>aucun budget</translation>
    </message>
    <message>
        <source>⚠ %1 of %2: the budget is used up; the agent may stop</source>
        <translation>⚠ %1 sur %2 : le budget est épuisé ; l&apos;agent peut s&apos;arrêter</translation>
    </message>
    <message>
        <source>⚠ %1 of %2: near the end of the budget</source>
        <translation>⚠ %1 sur %2 : le budget est presque épuisé</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>The server pauses a sandbox after 20 minutes without agent activity and 12 hours after it was started or resumed, and deletes it with its workspace 10 days after it stopped. It announces none of this: these times are estimated from what this client saw.</source>
        <translation>Le serveur met une sandbox en pause après 20 minutes sans activité de l&apos;agent et 12 heures après son démarrage ou sa reprise, et la supprime avec son espace de travail 10 jours après son arrêt. Il n&apos;annonce rien de tout cela : ces durées sont estimées d&apos;après ce que ce client a observé.</translation>
    </message>
</context>
<context>
    <name>Switchyard::NotificationCenter</name>
    <message>
        <source>an action</source>
        <translation>une action</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (et %n autre)</numerusform>
            <numerusform>%1 (et %n autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” wants to run: %2
Risk: %3</source>
        <translation>« %1 » veut exécuter : %2
Risque : %3</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>non évalué</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for approval</source>
        <translation>
            <numerusform>%n en attente d&apos;approbation</numerusform>
            <numerusform>%n en attente d&apos;approbation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a question</source>
        <translation>
            <numerusform>%n avec une question</numerusform>
            <numerusform>%n avec une question</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n en échec</numerusform>
            <numerusform>%n en échec</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n terminée</numerusform>
            <numerusform>%n terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n about to be paused</source>
        <translation>
            <numerusform>%n bientôt mise en pause</numerusform>
            <numerusform>%n bientôt mises en pause</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversations need you</source>
        <translation>
            <numerusform>%n conversation a besoin de vous</numerusform>
            <numerusform>%n conversations ont besoin de vous</numerusform>
        </translation>
    </message>
    <message>
        <source>The waiting action changed since this notification: open “%1” to decide.</source>
        <translation>L&apos;action en attente a changé depuis cette notification : ouvrez « %1 » pour décider.</translation>
    </message>
    <message>
        <source>The approval was not sent</source>
        <translation>L&apos;approbation n&apos;a pas été envoyée</translation>
    </message>
    <message>
        <source>The rejection was not sent</source>
        <translation>Le refus n&apos;a pas été envoyé</translation>
    </message>
</context>
<context>
    <name>Switchyard::NotificationSettingsWidget</name>
    <message>
        <source>Desktop notifications</source>
        <translation>Notifications du bureau</translation>
    </message>
    <message>
        <source>An action waits for my &amp;approval</source>
        <translation>Une action attend mon &amp;approbation</translation>
    </message>
    <message>
        <source>The agent asks me a &amp;question</source>
        <translation>L&apos;agent me pose une &amp;question</translation>
    </message>
    <message>
        <source>A conversation stops with an &amp;error</source>
        <translation>Une conversation s&apos;arrête sur une &amp;erreur</translation>
    </message>
    <message>
        <source>A conversation &amp;finishes</source>
        <translation>Une conversation se &amp;termine</translation>
    </message>
    <message>
        <source>A sandbox will be &amp;paused soon</source>
        <translation>Une sandbox sera bientôt mise en &amp;pause</translation>
    </message>
    <message>
        <source>&amp;Quiet hours from</source>
        <translation>Heures &amp;calmes de</translation>
    </message>
    <message>
        <source>Quiet hours start</source>
        <translation>Début des heures calmes</translation>
    </message>
    <message>
        <source>Quiet hours end</source>
        <translation>Fin des heures calmes</translation>
    </message>
    <message>
        <source>With Approve and Reject on the notification when the action&apos;s risk is low or medium</source>
        <translation>Avec Approuver et Refuser sur la notification quand le risque de l&apos;action est faible ou moyen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>During quiet hours nothing pops up; the status bar and the list still show what needs you.</source>
        <translation>Pendant les heures calmes, rien ne s&apos;affiche ; la barre d&apos;état et la liste montrent toujours ce qui a besoin de vous.</translation>
    </message>
</context>
<context>
    <name>Switchyard::OlderPageBar</name>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ask the server for the older events again</source>
        <translation>Redemander les événements plus anciens au serveur</translation>
    </message>
    <message>
        <source>Could not load older events: %1.</source>
        <translation>Impossible de charger les événements plus anciens : %1.</translation>
    </message>
</context>
<context>
    <name>Switchyard::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>The language of menus, dialogs and messages. Takes effect the next time Switchyard starts.</source>
        <translation>La langue des menus, des boîtes de dialogue et des messages. Prend effet au prochain démarrage de Switchyard.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>The colour theme. System follows the desktop; it applies at once.</source>
        <translation>Le thème de couleurs. Système suit le bureau ; il s&apos;applique immédiatement.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Valeur par défaut du système (%1)</translation>
    </message>
    <message>
        <source>Switchyard will use the new language the next time it starts.</source>
        <translation>Switchyard utilisera la nouvelle langue au prochain démarrage.</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Switchyard starts.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de Switchyard.</translation>
    </message>
</context>
<context>
    <name>Switchyard::PullRequestButtons</name>
    <message>
        <source>PR #%1 ↗</source>
        <translation>PR n° %1 ↗</translation>
    </message>
    <message>
        <source>Opens %1 in the browser</source>
        <translation>Ouvre %1 dans le navigateur</translation>
    </message>
    <message>
        <source>Pull request %1 of %2</source>
        <translation>Pull request %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::PullRequests</name>
    <message>
        <source>merge request</source>
        <translation>merge request</translation>
    </message>
    <message>
        <source>pull request</source>
        <translation>pull request</translation>
    </message>
    <message>
        <source>Please commit the current changes in %1 with a short, descriptive commit message. Stage only the files that belong to the change, and do not push yet. Tell me the commit&apos;s hash and message when you are done.</source>
        <translation>Veuillez commiter les modifications actuelles de %1 avec un message de commit court et descriptif. N&apos;indexez que les fichiers qui font partie de la modification et ne poussez pas encore. Indiquez-moi le hash et le message du commit une fois terminé.</translation>
    </message>
    <message>
        <source>Please push the committed changes of %1 to the remote. If the current branch is %2 (or another main branch), create a new branch with a descriptive name first and push that; never push to the main branch directly. Tell me the branch name when you are done.</source>
        <translation>Veuillez pousser les modifications commitées de %1 vers le dépôt distant. Si la branche actuelle est %2 (ou une autre branche principale), créez d&apos;abord une nouvelle branche avec un nom descriptif et poussez celle-ci ; ne poussez jamais directement sur la branche principale. Indiquez-moi le nom de la branche une fois terminé.</translation>
    </message>
    <message>
        <source>Please open a %1 for the changes in %2: commit anything not yet committed, push to a new branch (never to %3 directly), then open the %1 against %3 with a clear title and a description of what changed and why. If one is open already for this branch, update it instead of opening another. Reply with the link to the %1.</source>
        <translation>Veuillez ouvrir une %1 pour les modifications de %2 : commitez tout ce qui ne l&apos;est pas encore, poussez vers une nouvelle branche (jamais directement sur %3), puis ouvrez la %1 vers %3 avec un titre clair et une description de ce qui a changé et pourquoi. S&apos;il y en a déjà une d&apos;ouverte pour cette branche, mettez-la à jour au lieu d&apos;en ouvrir une autre. Répondez avec le lien vers la %1.</translation>
    </message>
</context>
<context>
    <name>Switchyard::RadarBanner</name>
    <message>
        <source>Conflicts with other conversations in this sandbox</source>
        <translation>Conflits avec d&apos;autres conversations de cette sandbox</translation>
    </message>
    <message>
        <source>Open the other conversation</source>
        <translation>Ouvrir l&apos;autre conversation</translation>
    </message>
    <message>
        <source>Open “%1”</source>
        <translation>Ouvrir « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more conversation(s) in this sandbox</source>
        <translation>
            <numerusform>… et %n autre conversation dans cette sandbox</numerusform>
            <numerusform>… et %n autres conversations dans cette sandbox</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::RenameConversationDialog</name>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Nouveau titre :</translation>
    </message>
    <message>
        <source>The server replaces the title once, after the first message is processed; a title set afterwards stays.</source>
        <translation>Le serveur remplace le titre une fois, après le traitement du premier message ; un titre défini ensuite est conservé.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>New title</source>
        <translation>Nouveau titre</translation>
    </message>
    <message>
        <source>The conversation&apos;s new title</source>
        <translation>Le nouveau titre de la conversation</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReplayBar</name>
    <message>
        <source>Play or pause the replay</source>
        <translation>Lire ou mettre en pause la relecture</translation>
    </message>
    <message>
        <source>Next event (Ctrl+Right)</source>
        <translation>Événement suivant (Ctrl+Right)</translation>
    </message>
    <message>
        <source>Show the next event</source>
        <translation>Afficher l&apos;événement suivant</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Vitesse de relecture</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Position de relecture</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Relecture :</translation>
    </message>
    <message>
        <source>Pause (Ctrl+Space)</source>
        <translation>Pause (Ctrl+Space)</translation>
    </message>
    <message>
        <source>Play (Ctrl+Space)</source>
        <translation>Lecture (Ctrl+Space)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewCommands</name>
    <message>
        <source>The comment is empty.</source>
        <translation>Le commentaire est vide.</translation>
    </message>
    <message>
        <source>Select the lines to comment on.</source>
        <translation>Sélectionnez les lignes à commenter.</translation>
    </message>
    <message>
        <source>This comment was sent or discarded; it can no longer be changed.</source>
        <translation>Ce commentaire a été envoyé ou abandonné ; il ne peut plus être modifié.</translation>
    </message>
    <message>
        <source>The review draft is empty.</source>
        <translation>Le brouillon de revue est vide.</translation>
    </message>
    <message numerus="yes">
        <source>Review draft discarded (%n comment(s)).</source>
        <translation>
            <numerusform>Brouillon de revue abandonné (%n commentaire).</numerusform>
            <numerusform>Brouillon de revue abandonné (%n commentaires).</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be recorded in the cache, so it was not sent.</source>
        <translation>La revue n&apos;a pas pu être enregistrée dans le cache ; elle n&apos;a donc pas été envoyée.</translation>
    </message>
    <message>
        <source>Review sent.</source>
        <translation>Revue envoyée.</translation>
    </message>
    <message>
        <source>The server did not accept the review.</source>
        <translation>Le serveur n&apos;a pas accepté la revue.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is paused, so the review was not sent; it stays in the draft. Resume the sandbox and send it again.</source>
        <translation>La sandbox de cette conversation est en pause, la revue n&apos;a donc pas été envoyée ; elle reste dans le brouillon. Reprenez la sandbox et renvoyez-la.</translation>
    </message>
    <message>
        <source>The review may not have reached the server (%1). It is not sent again; check the conversation.</source>
        <translation>La revue n&apos;a peut-être pas atteint le serveur (%1). Elle n&apos;est pas renvoyée ; vérifiez la conversation.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewCommentEditor</name>
    <message>
        <source>Add comment</source>
        <translation>Ajouter un commentaire</translation>
    </message>
    <message>
        <source>Review comment</source>
        <translation>Commentaire de revue</translation>
    </message>
    <message>
        <source>What should the agent change here?</source>
        <translation>Que doit modifier l&apos;agent ici ?</translation>
    </message>
    <message>
        <source>Comment text</source>
        <translation>Texte du commentaire</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Adds the comment to the review draft (Ctrl+Return)</source>
        <translation>Ajoute le commentaire au brouillon de revue (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewMessage</name>
    <message numerus="yes">
        <source>Please address these review comments on your changes (%n comment(s)):</source>
        <translation>
            <numerusform>Veuillez traiter ce commentaire de revue sur vos modifications (%n commentaire) :</numerusform>
            <numerusform>Veuillez traiter ces commentaires de revue sur vos modifications (%n commentaires) :</numerusform>
        </translation>
    </message>
    <message>
        <source>(removed lines, before your changes)</source>
        <translation>(lignes supprimées, avant vos modifications)</translation>
    </message>
    <message>
        <source>(these lines changed since the comment was written)</source>
        <translation>(ces lignes ont changé depuis la rédaction du commentaire)</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewPanel</name>
    <message>
        <source>Preview…</source>
        <translation>Aperçu…</translation>
    </message>
    <message>
        <source>Send review</source>
        <translation>Envoyer la revue</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Review draft</source>
        <translation>Brouillon de revue</translation>
    </message>
    <message>
        <source>Review comments</source>
        <translation>Commentaires de revue</translation>
    </message>
    <message>
        <source>The comments of the review draft; Enter or a double click shows a comment&apos;s lines, the context menu edits or deletes it</source>
        <translation>Les commentaires du brouillon de revue ; Entrée ou un double-clic affiche les lignes d&apos;un commentaire, le menu contextuel le modifie ou le supprime</translation>
    </message>
    <message>
        <source>Shows the message the review sends</source>
        <translation>Affiche le message que la revue envoie</translation>
    </message>
    <message>
        <source>Sends every comment to the agent as one message</source>
        <translation>Envoie tous les commentaires à l&apos;agent en un seul message</translation>
    </message>
    <message>
        <source>Deletes every comment of the draft</source>
        <translation>Supprime tous les commentaires du brouillon</translation>
    </message>
    <message>
        <source>Discard the review</source>
        <translation>Abandonner la revue</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n comment(s) of this review draft? They are not sent.</source>
        <translation>
            <numerusform>Abandonner le %n commentaire de ce brouillon de revue ? Il ne sera pas envoyé.</numerusform>
            <numerusform>Abandonner les %n commentaires de ce brouillon de revue ? Ils ne seront pas envoyés.</numerusform>
        </translation>
    </message>
    <message>
        <source>(outdated)</source>
        <translation>(obsolète)</translation>
    </message>
    <message>
        <source>Review: no comments yet</source>
        <translation>Revue : aucun commentaire pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>Review draft: %n comment(s), %1 outdated</source>
        <translation>
            <numerusform>Brouillon de revue : %n commentaire (obsolètes : %1)</numerusform>
            <numerusform>Brouillon de revue : %n commentaires (obsolètes : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review draft: %n comment(s)</source>
        <translation>
            <numerusform>Brouillon de revue : %n commentaire</numerusform>
            <numerusform>Brouillon de revue : %n commentaires</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag over the line numbers of the diff, then press C (or right-click) to comment.</source>
        <translation>Faites glisser sur les numéros de ligne du diff, puis appuyez sur C (ou faites un clic droit) pour commenter.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Review preview</source>
        <translation>Aperçu de la revue</translation>
    </message>
    <message>
        <source>This is the message the agent receives:</source>
        <translation>Voici le message que l&apos;agent reçoit :</translation>
    </message>
    <message>
        <source>Sending the review…</source>
        <translation>Envoi de la revue…</translation>
    </message>
    <message>
        <source>Show lines</source>
        <translation>Afficher les lignes</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewSummaryWidget</name>
    <message>
        <source>Trajectory summary</source>
        <translation>Résumé de la trajectoire</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Tours :</translation>
    </message>
    <message>
        <source>Tokens and cost:</source>
        <translation>Jetons et coût :</translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation>Erreurs :</translation>
    </message>
    <message>
        <source>Tools used:</source>
        <translation>Outils utilisés :</translation>
    </message>
    <message>
        <source>Files changed</source>
        <translation>Fichiers modifiés</translation>
    </message>
    <message>
        <source>Double-click a file to see its changes</source>
        <translation>Double-cliquez sur un fichier pour voir ses modifications</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (de %2 à %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n user turn(s), </source>
        <translation>
            <numerusform>%n tour utilisateur, </numerusform>
            <numerusform>%n tours utilisateur, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies), </source>
        <translation>
            <numerusform>%n réponse, </numerusform>
            <numerusform>%n réponses, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) in %1 event(s)</source>
        <translation>
            <numerusform>%n action dans %1 événements</numerusform>
            <numerusform>%n actions dans %1 événements</numerusform>
        </translation>
    </message>
    <message>
        <source>not recorded in this trajectory</source>
        <translation>non enregistrés dans cette trajectoire</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s), </source>
        <translation>
            <numerusform>%n erreur, </numerusform>
            <numerusform>%n erreurs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed command(s)</source>
        <translation>
            <numerusform>%n commande échouée</numerusform>
            <numerusform>%n commandes échouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) changed:</source>
        <translation>
            <numerusform>%n fichier modifié :</numerusform>
            <numerusform>%n fichiers modifiés :</numerusform>
        </translation>
    </message>
    <message>
        <source>How long the trajectory ran, its turns, cost, errors, tools and changed files</source>
        <translation>Durée de la trajectoire, ses tours, son coût, ses erreurs, ses outils et ses fichiers modifiés</translation>
    </message>
</context>
<context>
    <name>Switchyard::RunScan</name>
    <message>
        <source>The events of this run cannot be read: %1</source>
        <translation>Les événements de cette exécution ne peuvent pas être lus : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::RunSummary</name>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>en cache</translation>
    </message>
    <message>
        <source>offline trajectory</source>
        <translation>trajectoire hors ligne</translation>
    </message>
    <message>
        <source>Finished (log), with errors</source>
        <translation>Terminé (journal), avec des erreurs</translation>
    </message>
    <message>
        <source>Finished (log)</source>
        <translation>Terminé (journal)</translation>
    </message>
    <message>
        <source>Ended with an error (log)</source>
        <translation>Terminé sur une erreur (journal)</translation>
    </message>
    <message>
        <source>No events</source>
        <translation>Aucun événement</translation>
    </message>
    <message>
        <source>Stopped without finishing (log)</source>
        <translation>Arrêté sans avoir terminé (journal)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SafeText</name>
    <message numerus="yes">
        <source>(%n more character(s) on this line not shown)</source>
        <translation>
            <numerusform>(%n caractère supplémentaire sur cette ligne non affiché)</numerusform>
            <numerusform>(%n caractères supplémentaires sur cette ligne non affichés)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxActionDialog</name>
    <message numerus="yes">
        <source>This sandbox is shared by %n conversation(s): they share one filesystem, the same credentials, compute and failure domain. A shared sandbox is not a security boundary.</source>
        <translation>
            <numerusform>Cette sandbox est partagée par %n conversation : elles partagent un même système de fichiers, les mêmes identifiants, la même puissance de calcul et le même domaine de défaillance. Une sandbox partagée n&apos;est pas une frontière de sécurité.</numerusform>
            <numerusform>Cette sandbox est partagée par %n conversations : elles partagent un même système de fichiers, les mêmes identifiants, la même puissance de calcul et le même domaine de défaillance. Une sandbox partagée n&apos;est pas une frontière de sécurité.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Mettre la sandbox en pause</translation>
    </message>
    <message>
        <source>Pause sandbox %1? The agent of every conversation below stops until the sandbox is resumed.</source>
        <translation>Mettre la sandbox %1 en pause ? L&apos;agent de chaque conversation ci-dessous s&apos;arrête jusqu&apos;à la reprise de la sandbox.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume sandbox</source>
        <translation>Reprendre la sandbox</translation>
    </message>
    <message>
        <source>Resume sandbox %1? Every conversation below becomes reachable again.</source>
        <translation>Reprendre la sandbox %1 ? Toutes les conversations ci-dessous redeviennent accessibles.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resuming may pause your oldest running sandboxes to stay within your limit.</source>
        <translation>La reprise peut mettre en pause vos plus anciennes sandbox en cours d&apos;exécution afin de rester dans votre limite.</translation>
    </message>
    <message>
        <source>Delete sandbox</source>
        <translation>Supprimer la sandbox</translation>
    </message>
    <message>
        <source>Delete sandbox %1? Its runtime and workspace are removed; every conversation below becomes read-only (its sandbox will be MISSING). This cannot be undone.</source>
        <translation>Supprimer la sandbox %1 ? Son environnement d&apos;exécution et son espace de travail sont supprimés ; toutes les conversations ci-dessous passent en lecture seule (leur sandbox sera MISSING). Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Start a conversation here</source>
        <translation>Démarrer une conversation ici</translation>
    </message>
    <message>
        <source>Start a new conversation in sandbox %1 (%2/%3 used)? It will share the sandbox with the conversations below.</source>
        <translation>Démarrer une nouvelle conversation dans la sandbox %1 (%2/%3 utilisées) ? Elle partagera la sandbox avec les conversations ci-dessous.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The sandbox is at its capacity of %1 conversations.</source>
        <translation>La sandbox a atteint sa capacité de %1 conversations.</translation>
    </message>
    <message>
        <source>The sandbox will be near its capacity (%1/%2).</source>
        <translation>La sandbox sera proche de sa capacité (%1/%2).</translation>
    </message>
    <message>
        <source>The sandbox is paused: starting here resumes it for every conversation on it.</source>
        <translation>La sandbox est en pause : démarrer ici la reprend pour toutes les conversations qu&apos;elle héberge.</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>Delete this conversation? Its record and start tasks are removed.</source>
        <translation>Supprimer cette conversation ? Son enregistrement et ses tâches de démarrage sont supprimés.</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox stays: %n other conversation(s) still use it.</source>
        <translation>
            <numerusform>La sandbox est conservée : %n autre conversation l&apos;utilise encore.</numerusform>
            <numerusform>La sandbox est conservée : %n autres conversations l&apos;utilisent encore.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the last conversation on sandbox %1: the server removes the sandbox afterwards (this is checked once the deletion is done).</source>
        <translation>C&apos;est la dernière conversation de la sandbox %1 : le serveur supprime ensuite la sandbox (ceci est vérifié une fois la suppression effectuée).</translation>
    </message>
    <message>
        <source>No conversation is affected.</source>
        <translation>Aucune conversation n&apos;est concernée.</translation>
    </message>
    <message>
        <source>Affected conversations (%1):</source>
        <translation>Conversations concernées (%1) :</translation>
    </message>
    <message>
        <source>Affected conversations</source>
        <translation>Conversations concernées</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxCommands</name>
    <message>
        <source>The sandbox is pausing.</source>
        <translation>La sandbox se met en pause.</translation>
    </message>
    <message>
        <source>The sandbox is resuming.</source>
        <translation>La sandbox reprend.</translation>
    </message>
    <message>
        <source>The sandbox was deleted.</source>
        <translation>La sandbox a été supprimée.</translation>
    </message>
    <message>
        <source>Sandbox %1 created; it is starting.</source>
        <translation>Sandbox %1 créée ; elle démarre.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxDetailPanel</name>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>%v / %m conversations</source>
        <translation>%v / %m conversations</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Start a conversation here…</source>
        <translation>Démarrer une conversation ici…</translation>
    </message>
    <message>
        <source>Open conversation</source>
        <translation>Ouvrir la conversation</translation>
    </message>
    <message>
        <source>Delete conversation…</source>
        <translation>Supprimer la conversation…</translation>
    </message>
    <message>
        <source>All sandboxes</source>
        <translation>Toutes les sandbox</translation>
    </message>
    <message>
        <source>Grouping strategy</source>
        <translation>Stratégie de regroupement</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Shared sandboxes</source>
        <translation>Sandbox partagées</translation>
    </message>
    <message>
        <source>“Least recently used” places new conversations in the oldest created running sandbox.</source>
        <translation>« Moins récemment utilisée » place les nouvelles conversations dans la plus ancienne sandbox en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Aucun constat.</translation>
    </message>
    <message>
        <source>Findings (%1):</source>
        <translation>Constats (%1) :</translation>
    </message>
    <message>
        <source>(no sandbox)</source>
        <translation>(aucune sandbox)</translation>
    </message>
    <message>
        <source>Sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>gone (not returned by the server)</source>
        <translation>disparue (non renvoyée par le serveur)</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>disparue</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>Regroupement</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Open VS Code</source>
        <translation>Ouvrir VS Code</translation>
    </message>
    <message>
        <source>Open port %1</source>
        <translation>Ouvrir le port %1</translation>
    </message>
    <message>
        <source>No conversation uses this sandbox.</source>
        <translation>Aucune conversation n&apos;utilise cette sandbox.</translation>
    </message>
    <message>
        <source>Conversations (%1):</source>
        <translation>Conversations (%1) :</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>Enter opens the conversation or the sandbox of the selected row</source>
        <translation>Entrée ouvre la conversation ou la sandbox de la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Conversations in this sandbox</source>
        <translation>Conversations de cette sandbox</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <translation>Cycle de vie</translation>
    </message>
    <message>
        <source>Overlapping work in this sandbox:</source>
        <translation>Travaux qui se chevauchent dans cette sandbox :</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMap</name>
    <message>
        <source>The conversation names no sandbox.</source>
        <translation>La conversation n&apos;indique aucune sandbox.</translation>
    </message>
    <message>
        <source>Its sandbox is not among the sandboxes the server returns.</source>
        <translation>Sa sandbox ne figure pas parmi les sandbox renvoyées par le serveur.</translation>
    </message>
    <message>
        <source>Its sandbox is gone (deleted or missing); the conversation is read-only.</source>
        <translation>Sa sandbox n&apos;existe plus (supprimée ou manquante) ; la conversation est en lecture seule.</translation>
    </message>
    <message>
        <source>The conversation reports a different sandbox status than the sandbox itself.</source>
        <translation>La conversation indique un statut de sandbox différent de celui de la sandbox elle-même.</translation>
    </message>
    <message>
        <source>The conversation reports agent activity although its sandbox is not running.</source>
        <translation>La conversation signale une activité de l&apos;agent alors que sa sandbox n&apos;est pas en cours d&apos;exécution.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapModel</name>
    <message>
        <source>Sandbox %1 is shared by %2 conversations: one filesystem, one set of credentials, one failure domain.</source>
        <translation>La sandbox %1 est partagée par %2 conversations : un seul système de fichiers, un seul jeu d&apos;identifiants, un seul domaine de défaillance.</translation>
    </message>
    <message>
        <source>Sandbox %1 is full (%2/%3): new conversations go elsewhere.</source>
        <translation>La sandbox %1 est pleine (%2/%3) : les nouvelles conversations vont ailleurs.</translation>
    </message>
    <message>
        <source>Sandbox %1 is near capacity (%2/%3).</source>
        <translation>La sandbox %1 est proche de sa capacité (%2/%3).</translation>
    </message>
    <message>
        <source>Sandbox %1 (%2) has no conversation.</source>
        <translation>La sandbox %1 (%2) n&apos;a aucune conversation.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapView</name>
    <message>
        <source>Sandbox map</source>
        <translation>Carte des sandbox</translation>
    </message>
    <message>
        <source>(no sandbox id)</source>
        <translation>(aucun identifiant de sandbox)</translation>
    </message>
    <message>
        <source>Not returned by the server: the sandbox is gone.</source>
        <translation>Non renvoyée par le serveur : la sandbox a disparu.</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>État : %1</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>Créée : %1</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>Image : %1</translation>
    </message>
    <message>
        <source>Conversations: %1 / %2</source>
        <translation>Conversations : %1 / %2</translation>
    </message>
    <message>
        <source>A shared sandbox is not a security boundary.</source>
        <translation>Une sandbox partagée n&apos;est pas une frontière de sécurité.</translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Id : %1</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>Dépôt : %1</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent : %1</translation>
    </message>
    <message>
        <source>Sandbox status reported: %1</source>
        <translation>État de la sandbox signalé : %1</translation>
    </message>
    <message>
        <source>Cost: $%1 · tokens: %2 in / %3 out</source>
        <translation>Coût : $%1 · jetons : %2 en entrée / %3 en sortie</translation>
    </message>
    <message>
        <source>Click to open</source>
        <translation>Cliquer pour ouvrir</translation>
    </message>
    <message>
        <source>(no sandbox)</source>
        <translation>(aucune sandbox)</translation>
    </message>
    <message>
        <source>gone · %1</source>
        <translation>disparue · %1</translation>
    </message>
    <message>
        <source>%1 · %2/%3</source>
        <translation>%1 · %2/%3</translation>
    </message>
    <message>
        <source> · shared</source>
        <translation> · partagée</translation>
    </message>
    <message>
        <source>FULL</source>
        <translation>PLEINE</translation>
    </message>
    <message>
        <source>NEAR CAPACITY</source>
        <translation>PROCHE DE LA CAPACITÉ</translation>
    </message>
    <message>
        <source>Sandboxes as boxes, each with the conversations that run in it; a thick frame is a shared sandbox. Arrow keys select the next or previous sandbox, whose details and conversations the panel beside the map lists; Escape shows the overview; Ctrl+Plus, Ctrl+Minus and Ctrl+0 zoom.</source>
        <translation>Les sandbox sous forme de cadres, chacune avec les conversations qui s&apos;y exécutent ; un cadre épais indique une sandbox partagée. Les touches fléchées sélectionnent la sandbox suivante ou précédente, dont le panneau à côté de la carte affiche les détails et les conversations ; Échap affiche la vue d&apos;ensemble ; Ctrl+Plus, Ctrl+Minus et Ctrl+0 règlent le zoom.</translation>
    </message>
    <message>
        <source>Overlapping work</source>
        <translation>Travaux qui se chevauchent</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapWidget</name>
    <message>
        <source>Sandboxes:</source>
        <translation>Sandbox :</translation>
    </message>
    <message>
        <source>Conversations:</source>
        <translation>Conversations :</translation>
    </message>
    <message>
        <source>Thick frame: shared sandbox.</source>
        <translation>Cadre épais : sandbox partagée.</translation>
    </message>
    <message>
        <source>Red dashes: sandbox gone or status disagrees (desync).</source>
        <translation>Tirets rouges : sandbox disparue ou état incohérent (désynchronisation).</translation>
    </message>
    <message>
        <source>New sandbox</source>
        <translation>Nouvelle sandbox</translation>
    </message>
    <message>
        <source>Create an empty sandbox (POST /sandboxes); it starts in STARTING.</source>
        <translation>Créer une sandbox vide (POST /sandboxes) ; elle démarre à l&apos;état STARTING.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Shared only</source>
        <translation>Partagées uniquement</translation>
    </message>
    <message>
        <source>With findings only</source>
        <translation>Avec constats uniquement</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fit the whole map</source>
        <translation>Ajuster à toute la carte</translation>
    </message>
    <message numerus="yes">
        <source>%n sandbox(es)</source>
        <translation>
            <numerusform>%n sandbox</numerusform>
            <numerusform>%n sandbox</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared</source>
        <translation>
            <numerusform>%n partagée</numerusform>
            <numerusform>%n partagées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out of sync</source>
        <translation>
            <numerusform>%n désynchronisée</numerusform>
            <numerusform>%n désynchronisées</numerusform>
        </translation>
    </message>
    <message>
        <source>grouping: %1</source>
        <translation>regroupement : %1</translation>
    </message>
    <message>
        <source>Pausing sandbox %1…</source>
        <translation>Mise en pause de la sandbox %1…</translation>
    </message>
    <message>
        <source>Resuming sandbox %1…</source>
        <translation>Reprise de la sandbox %1…</translation>
    </message>
    <message>
        <source>Deleting sandbox %1…</source>
        <translation>Suppression de la sandbox %1…</translation>
    </message>
    <message>
        <source>Deleting the conversation…</source>
        <translation>Suppression de la conversation…</translation>
    </message>
    <message>
        <source>That action is already running.</source>
        <translation>Cette action est déjà en cours.</translation>
    </message>
    <message>
        <source>Not connected: the map is read-only.</source>
        <translation>Non connecté : la carte est en lecture seule.</translation>
    </message>
    <message>
        <source>Sandbox %1 still exists but no conversation uses it any more. Delete it here to free its compute, or leave it to the idle reaper.</source>
        <translation>La sandbox %1 existe toujours, mais plus aucune conversation ne l&apos;utilise. Supprimez-la ici pour libérer ses ressources de calcul, ou laissez le nettoyage automatique des sandbox inactives s&apos;en charger.</translation>
    </message>
    <message>
        <source>Creating a sandbox…</source>
        <translation>Création d&apos;une sandbox…</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>Impossible d&apos;ouvrir %1</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>É&amp;tat :</translation>
    </message>
    <message>
        <source>Shows only the sandboxes with this status</source>
        <translation>Affiche uniquement les sandbox ayant cet état</translation>
    </message>
    <message>
        <source>Shows only sandboxes that more than one conversation uses</source>
        <translation>Affiche uniquement les sandbox utilisées par plusieurs conversations</translation>
    </message>
    <message>
        <source>Shows only sandboxes with a finding: shared, near or at capacity, empty, gone or out of sync</source>
        <translation>Affiche uniquement les sandbox ayant un constat : partagée, proche de sa capacité ou pleine, vide, disparue ou désynchronisée</translation>
    </message>
    <message>
        <source>Not opened: %1 is not an http or https address.</source>
        <translation>Non ouvert : %1 n&apos;est pas une adresse http ou https.</translation>
    </message>
</context>
<context>
    <name>Switchyard::Search</name>
    <message>
        <source>The cache cannot be read, so there is nothing to search.</source>
        <translation>Le cache ne peut pas être lu : il n&apos;y a rien à chercher.</translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>La recherche n&apos;a pas pu être lancée : %1</translation>
    </message>
    <message>
        <source>A quote is not closed: add the closing &quot; to search for the phrase.</source>
        <translation>Un guillemet n&apos;est pas fermé : ajoutez le &quot; fermant pour chercher l&apos;expression.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no letters or digits to search for.</source>
        <translation>« %1 » ne contient ni lettre ni chiffre à chercher.</translation>
    </message>
    <message>
        <source>A prefix needs at least two letters before the *: &quot;%1&quot;.</source>
        <translation>Un préfixe demande au moins deux lettres avant le * : « %1 ».</translation>
    </message>
    <message>
        <source>%1: needs a value, as in %1:something.</source>
        <translation>%1: demande une valeur, comme %1:quelquechose.</translation>
    </message>
    <message>
        <source>risk: is low, medium or high (not &quot;%1&quot;).</source>
        <translation>risk: vaut low, medium ou high (pas « %1 »).</translation>
    </message>
    <message>
        <source>%1: cannot be excluded with -; search for what you want instead.</source>
        <translation>%1: ne peut pas être exclu avec - ; cherchez plutôt ce que vous voulez.</translation>
    </message>
    <message>
        <source>%1: takes a time such as 7d, 24h, 30m, 2w or a date such as 2026-11-20 (not &quot;%2&quot;).</source>
        <translation>%1: prend une durée comme 7d, 24h, 30m, 2w ou une date comme 2026-11-20 (pas « %2 »).</translation>
    </message>
    <message>
        <source>Unknown field &quot;%1:&quot;. The fields are kind:, cmd:, path:, risk:, repo:, status:, model:, since: and until:; put the text in quotes to search for it as it is.</source>
        <translation>Champ inconnu « %1: ». Les champs sont kind:, cmd:, path:, risk:, repo:, status:, model:, since: et until: ; mettez le texte entre guillemets pour le chercher tel quel.</translation>
    </message>
    <message>
        <source>At most %1 words or phrases in one search.</source>
        <translation>Au plus %1 mots ou expressions par recherche.</translation>
    </message>
    <message>
        <source>since:, until:, repo:, status: and model: narrow a search: add a word, a phrase, or cmd:, path:, kind: or risk:.</source>
        <translation>since:, until:, repo:, status: et model: restreignent une recherche : ajoutez un mot, une expression, ou cmd:, path:, kind: ou risk:.</translation>
    </message>
    <message>
        <source>Only excluded words: add a word or a phrase to search for.</source>
        <translation>Seulement des mots exclus : ajoutez un mot ou une expression à chercher.</translation>
    </message>
    <message>
        <source>Type a word, a &quot;phrase&quot;, a prefix* or a field such as cmd:git.</source>
        <translation>Tapez un mot, une « expression », un préfixe* ou un champ comme cmd:git.</translation>
    </message>
    <message>
        <source>until: is not after since:, so nothing can match.</source>
        <translation>until: n&apos;est pas après since: : rien ne peut correspondre.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SearchPage</name>
    <message>
        <source>Search every cached event: words, &quot;a phrase&quot;, prefix*, cmd:, path:, kind:, risk:, repo:, status:, model:, since:7d</source>
        <translation>Chercher dans tous les événements en cache : mots, « une expression », préfixe*, cmd:, path:, kind:, risk:, repo:, status:, model:, since:7d</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Requête de recherche</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Résultats de la recherche</translation>
    </message>
    <message>
        <source>No cached event matches &quot;%1&quot;.</source>
        <translation>Aucun événement en cache ne correspond à « %1 ».</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest shown</source>
        <translation>les plus récents affichés</translation>
    </message>
    <message>
        <source>older events are still being indexed</source>
        <translation>les événements plus anciens sont encore en cours d&apos;indexation</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n résultat)</numerusform>
            <numerusform>%1 (%n résultats)</numerusform>
        </translation>
    </message>
    <message>
        <source>Indexing the cached events: %1 of %2</source>
        <translation>Indexation des événements en cache : %1 sur %2</translation>
    </message>
    <message>
        <source>Watch rules…</source>
        <translation>Règles de surveillance…</translation>
    </message>
    <message>
        <source>Be told when an agent does this again: save the query as a watch rule</source>
        <translation>Être averti quand un agent refait cela : enregistrer la requête comme règle de surveillance</translation>
    </message>
</context>
<context>
    <name>Switchyard::ServerLostBanner</name>
    <message>
        <source>Drop the events the server lost?</source>
        <translation>Supprimer les événements que le serveur a perdus ?</translation>
    </message>
    <message>
        <source>%1 of the %2 events kept on this computer are no longer on the server. Dropping them keeps only what the server has; they cannot be brought back.</source>
        <translation>%1 des %2 événements conservés sur cet ordinateur ne sont plus sur le serveur. Les supprimer ne garde que ce que le serveur possède ; ils ne pourront pas être récupérés.</translation>
    </message>
    <message>
        <source>Drop %1 events</source>
        <translation>Supprimer %1 événements</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Conserver</translation>
    </message>
    <message>
        <source>Keep these events on this computer and hide this message for this conversation</source>
        <translation>Conserver ces événements sur cet ordinateur et masquer ce message pour cette conversation</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save the whole conversation as kept here to a file (secrets redacted)</source>
        <translation>Enregistrer dans un fichier toute la conversation telle que conservée ici (secrets masqués)</translation>
    </message>
    <message>
        <source>&amp;Drop…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>History the server lost</source>
        <translation>Historique perdu par le serveur</translation>
    </message>
    <message>
        <source>The server no longer has %1 of the %2 events kept here. They are kept on this computer.</source>
        <translation>Le serveur n&apos;a plus %1 des %2 événements conservés ici. Ils restent conservés sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Keep only what the server has: remove the events it lost from this computer</source>
        <translation>Ne conserver que ce que le serveur possède : retirer de cet ordinateur les événements qu&apos;il a perdus</translation>
    </message>
    <message>
        <source>Which events the server lost is known once its list has been read again</source>
        <translation>Les événements perdus par le serveur seront connus une fois sa liste relue</translation>
    </message>
</context>
<context>
    <name>Switchyard::ServerProfilesDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>&amp;Add server</source>
        <translation>&amp;Ajouter un serveur</translation>
    </message>
    <message>
        <source>e.g. Company cloud</source>
        <translation>p. ex. Cloud de l&apos;entreprise</translation>
    </message>
    <message>
        <source>optional: organization UUID</source>
        <translation>facultatif : UUID de l&apos;organisation</translation>
    </message>
    <message>
        <source>sk-oh-…</source>
        <translation>sk-oh-…</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>Base &amp;URL</source>
        <translation>&amp;URL de base</translation>
    </message>
    <message>
        <source>&amp;Organization id</source>
        <translation>Id de l&apos;&amp;organisation</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>&amp;Clé d&apos;API</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain, never in the settings file.</source>
        <translation>La clé est stockée dans le trousseau du système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <source>Leave empty to keep the stored key.</source>
        <translation>Laissez vide pour conserver la clé stockée.</translation>
    </message>
    <message>
        <source>no key stored</source>
        <translation>aucune clé stockée</translation>
    </message>
    <message>
        <source>SWITCHYARD_API_KEY is set: it is used for this run instead of the stored key.</source>
        <translation>SWITCHYARD_API_KEY est défini : il est utilisé pour cette exécution à la place de la clé stockée.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL, e.g. https://app.all-hands.dev.</source>
        <translation>Saisissez l&apos;URL de base du serveur, p. ex. https://app.all-hands.dev.</translation>
    </message>
    <message>
        <source>Remove server</source>
        <translation>Retirer le serveur</translation>
    </message>
    <message>
        <source>Remove “%1” and its stored API key? The local cache of this server is kept.</source>
        <translation>Retirer « %1 » et sa clé d&apos;API stockée ? Le cache local de ce serveur est conservé.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <source>Server profiles</source>
        <translation>Profils de serveur</translation>
    </message>
    <message>
        <source>The saved servers; select one to edit it or connect</source>
        <translation>Les serveurs enregistrés ; sélectionnez-en un pour le modifier ou vous y connecter</translation>
    </message>
    <message>
        <source>Re&amp;try removing the key</source>
        <translation>Réessayer de retirer la &amp;clé</translation>
    </message>
    <message>
        <source>Remove the server, &amp;keep the key</source>
        <translation>Retirer le serveur, &amp;garder la clé</translation>
    </message>
    <message>
        <source>“%1” was not removed: %2</source>
        <translation>« %1 » n&apos;a pas été retiré : %2</translation>
    </message>
    <message>
        <source>“%1” was removed, but its API key is still in the system keychain (entry “%2”). Remove it there with your keychain&apos;s tool.</source>
        <translation>« %1 » a été retiré, mais sa clé API se trouve toujours dans le trousseau système (entrée « %2 »). Retirez-la avec l&apos;outil de votre trousseau.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ShellActions</name>
    <message>
        <source>&amp;Open trajectory…</source>
        <translation>&amp;Ouvrir une trajectoire…</translation>
    </message>
    <message>
        <source>&amp;Download trajectory…</source>
        <translation>&amp;Télécharger la trajectoire…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export transcript…</source>
        <translation>&amp;Exporter la transcription…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Servers…</source>
        <translation>&amp;Serveurs…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>&amp;Palette de commandes…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation>&amp;Actualiser maintenant</translation>
    </message>
    <message>
        <source>Go to the conversation &amp;list</source>
        <translation>Aller à la &amp;liste des conversations</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Go to the &amp;timeline</source>
        <translation>Aller à la &amp;chronologie</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Show &amp;changes</source>
        <translation>Afficher les &amp;modifications</translation>
    </message>
    <message>
        <source>Alt+1</source>
        <translation>Alt+1</translation>
    </message>
    <message>
        <source>Show &amp;files</source>
        <translation>Afficher les &amp;fichiers</translation>
    </message>
    <message>
        <source>Alt+2</source>
        <translation>Alt+2</translation>
    </message>
    <message>
        <source>Show &amp;skills and hooks</source>
        <translation>Afficher les &amp;skills et les hooks</translation>
    </message>
    <message>
        <source>Alt+3</source>
        <translation>Alt+3</translation>
    </message>
    <message>
        <source>Show &amp;metadata and usage</source>
        <translation>Afficher les &amp;métadonnées et l&apos;utilisation</translation>
    </message>
    <message>
        <source>Alt+4</source>
        <translation>Alt+4</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>Desktop &amp;notifications</source>
        <translation>&amp;Notifications du bureau</translation>
    </message>
    <message>
        <source>&amp;New conversation…</source>
        <translation>&amp;Nouvelle conversation…</translation>
    </message>
    <message>
        <source>Ne&amp;xt conversation that needs me</source>
        <translation>Conversation &amp;suivante qui m&apos;attend</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>Pre&amp;vious conversation that needs me</source>
        <translation>Conversation &amp;précédente qui m&apos;attend</translation>
    </message>
    <message>
        <source>Ctrl+Shift+J</source>
        <translation>Ctrl+Shift+J</translation>
    </message>
    <message>
        <source>&amp;Pause agent</source>
        <translation>Mettre l&apos;agent en &amp;pause</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Res&amp;ume agent</source>
        <translation>Rep&amp;rendre l&apos;agent</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source>&amp;Approve pending action</source>
        <translation>&amp;Approuver l&apos;action en attente</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Re&amp;ject pending action…</source>
        <translation>Re&amp;fuser l&apos;action en attente…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Delete conversation…</source>
        <translation>&amp;Supprimer la conversation…</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Pause sandbox…</source>
        <translation>Mettre la sandbox en &amp;pause…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>&amp;Resume sandbox</source>
        <translation>&amp;Reprendre la sandbox</translation>
    </message>
    <message>
        <source>Ctrl+Alt+U</source>
        <translation>Ctrl+Alt+U</translation>
    </message>
    <message>
        <source>&amp;Delete sandbox…</source>
        <translation>&amp;Supprimer la sandbox…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Del</source>
        <translation>Ctrl+Alt+Del</translation>
    </message>
    <message>
        <source>&amp;About Switchyard</source>
        <translation>À &amp;propos de Switchyard</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversation</translation>
    </message>
    <message>
        <source>&amp;Sandbox</source>
        <translation>&amp;Sandbox</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+,</source>
        <translation>Ctrl+Shift+,</translation>
    </message>
    <message>
        <source>Go to the sandbox &amp;map</source>
        <translation>Aller à la ca&amp;rte des sandbox</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Go to the c&amp;harts</source>
        <translation>Aller aux &amp;graphiques</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Ar&amp;chive conversation</source>
        <translation>Ar&amp;chiver la conversation</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>&amp;Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Go to the &amp;inbox</source>
        <translation>Aller à la &amp;boîte de réception</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Search all events…</source>
        <translation>&amp;Chercher dans tous les événements…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Go to the fl&amp;eet timeline</source>
        <translation>Aller à la chronologie de la fl&amp;otte</translation>
    </message>
    <message>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
</context>
<context>
    <name>Switchyard::ShellPages</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>The conversations and the selected one&apos;s timeline (Ctrl+1, Ctrl+2)</source>
        <translation>Les conversations et la chronologie de la conversation sélectionnée (Ctrl+1, Ctrl+2)</translation>
    </message>
    <message>
        <source>Every sandbox and the conversations on it (Ctrl+3)</source>
        <translation>Chaque sandbox et les conversations qu&apos;elle contient (Ctrl+3)</translation>
    </message>
    <message>
        <source>Cost, tokens and status roll-ups (Ctrl+4)</source>
        <translation>Coûts, jetons et synthèses des statuts (Ctrl+4)</translation>
    </message>
    <message>
        <source>Everything that waits for you: approvals, questions, errors (Ctrl+I)</source>
        <translation>Tout ce qui vous attend : approbations, questions, erreurs (Ctrl+I)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Everything an agent did, in every cached conversation (Ctrl+Shift+F)</source>
        <translation>Tout ce qu&apos;un agent a fait, dans chaque conversation en cache (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Every conversation&apos;s status over time, cost and sandbox lifecycle (Ctrl+5)</source>
        <translation>Statut de chaque conversation au fil du temps, coût et cycle de vie des sandbox (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SkillsHooksModel</name>
    <message>
        <source>Skill</source>
        <translation>Skill</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Déclencheurs</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Délai d&apos;expiration</translation>
    </message>
    <message>
        <source>Select a conversation to see the skills and hooks of its workspace.</source>
        <translation>Sélectionnez une conversation pour voir les skills et les hooks de son espace de travail.</translation>
    </message>
    <message>
        <source>Skills and hooks are read from a running sandbox; an offline trajectory has none.</source>
        <translation>Les skills et les hooks sont lus depuis une sandbox en cours d&apos;exécution ; une trajectoire hors ligne n&apos;en a aucun.</translation>
    </message>
    <message>
        <source>The sandbox is %1: skills and hooks can only be read while it is running.</source>
        <translation>La sandbox est %1 : les skills et les hooks ne peuvent être lus que lorsqu&apos;elle est en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s), %1</source>
        <translation>
            <numerusform>%n skill, %1</numerusform>
            <numerusform>%n skills, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s)</source>
        <translation>
            <numerusform>%n hook</numerusform>
            <numerusform>%n hooks</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills: %1</source>
        <translation>Skills : %1</translation>
    </message>
    <message>
        <source>Hooks: %1</source>
        <translation>Hooks : %1</translation>
    </message>
    <message>
        <source>matcher: %1</source>
        <translation>matcher : %1</translation>
    </message>
    <message>
        <source>%1 (async)</source>
        <translation>%1 (asynchrone)</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SkillsHooksWidget</name>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Select a skill to read its content.</source>
        <translation>Sélectionnez un skill pour lire son contenu.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>The skills the agent loaded in this workspace; select one to read it</source>
        <translation>Les skills que l&apos;agent a chargés dans cet espace de travail ; sélectionnez-en un pour le lire</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Commands the agent runs on events, grouped by event and matcher</source>
        <translation>Commandes que l&apos;agent exécute lors d&apos;événements, regroupées par événement et par matcher</translation>
    </message>
    <message>
        <source>Skill content</source>
        <translation>Contenu du skill</translation>
    </message>
    <message>
        <source>Reads the skills and hooks of the workspace again</source>
        <translation>Relit les skills et les hooks de l&apos;espace de travail</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartConversationDialog</name>
    <message>
        <source>No grouping: a new sandbox for each conversation</source>
        <translation>Aucun regroupement : une nouvelle sandbox pour chaque conversation</translation>
    </message>
    <message>
        <source>Group by newest: the newest running sandbox with room</source>
        <translation>Regrouper par la plus récente : la sandbox en cours d&apos;exécution la plus récente ayant de la place</translation>
    </message>
    <message>
        <source>Least recently used: the oldest running sandbox with room</source>
        <translation>Moins récemment utilisée : la sandbox en cours d&apos;exécution la plus ancienne ayant de la place</translation>
    </message>
    <message>
        <source>Fewest conversations: the running sandbox with the fewest</source>
        <translation>Moins de conversations : la sandbox en cours d&apos;exécution qui en a le moins</translation>
    </message>
    <message>
        <source>Add to any: the first running sandbox with room</source>
        <translation>Ajouter à n&apos;importe laquelle : la première sandbox en cours d&apos;exécution ayant de la place</translation>
    </message>
    <message>
        <source>the server&apos;s grouping strategy (not read yet)</source>
        <translation>la stratégie de regroupement du serveur (pas encore lue)</translation>
    </message>
    <message>
        <source>Start a conversation</source>
        <translation>Démarrer une conversation</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Secrets, plugins, observability</source>
        <translation>Secrets, plugins, observabilité</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>owner/repository (optional)</source>
        <translation>propriétaire/dépôt (facultatif)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Dépôt :</translation>
    </message>
    <message>
        <source>default: a new openhands-workspace-… branch</source>
        <translation>par défaut : une nouvelle branche openhands-workspace-…</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branche :</translation>
    </message>
    <message>
        <source>What should the agent do?</source>
        <translation>Que doit faire l&apos;agent ?</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Message :</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>valeur par défaut du serveur</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>M&amp;odèle :</translation>
    </message>
    <message>
        <source>Default (code)</source>
        <translation>Par défaut (code)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>&amp;Agent type:</source>
        <translation>T&amp;ype d&apos;agent :</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>In this sandbox:</source>
        <translation>Dans cette sandbox :</translation>
    </message>
    <message>
        <source>⚠ A shared sandbox is not a security boundary: conversations in it share the file system, processes, network and credentials, and pausing or deleting it affects all of them.</source>
        <translation>⚠ Une sandbox partagée n&apos;est pas une frontière de sécurité : les conversations qu&apos;elle contient partagent le système de fichiers, les processus, le réseau et les identifiants, et la mettre en pause ou la supprimer les affecte toutes.</translation>
    </message>
    <message>
        <source>Placement:</source>
        <translation>Placement :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Secrets&lt;/b&gt; for this conversation only (override stored secrets of the same name; kept in memory, never saved):</source>
        <translation>&lt;b&gt;Secrets&lt;/b&gt; pour cette conversation uniquement (remplacent les secrets stockés de même nom ; gardés en mémoire, jamais enregistrés) :</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add secret</source>
        <translation>Ajouter un secret</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plugins&lt;/b&gt; (source: github:owner/repo, a git URL or a path):</source>
        <translation>&lt;b&gt;Plugins&lt;/b&gt; (source : github:owner/repo, une URL git ou un chemin) :</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Path in repo</source>
        <translation>Chemin dans le dépôt</translation>
    </message>
    <message>
        <source>Add plugin</source>
        <translation>Ajouter un plugin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Observability&lt;/b&gt;</source>
        <translation>&lt;b&gt;Observabilité&lt;/b&gt;</translation>
    </message>
    <message>
        <source>letters, digits and . _ : / - (at most 128)</source>
        <translation>lettres, chiffres et . _ : / - (128 au maximum)</translation>
    </message>
    <message>
        <source>comma separated</source>
        <translation>séparés par des virgules</translation>
    </message>
    <message>
        <source>one key = value per line: text, &quot;quoted text&quot;, true/false, 42, 0.5, [1, 2, 3] (arrays of one type)</source>
        <translation>une paire clé = valeur par ligne : texte, &quot;texte entre guillemets&quot;, true/false, 42, 0.5, [1, 2, 3] (tableaux d&apos;un seul type)</translation>
    </message>
    <message>
        <source>Span name:</source>
        <translation>Nom du span :</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags :</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>Métadonnées :</translation>
    </message>
    <message>
        <source>Step %v of %m</source>
        <translation>Étape %v sur %m</translation>
    </message>
    <message>
        <source>Edit and retry</source>
        <translation>Modifier et réessayer</translation>
    </message>
    <message>
        <source>Open conversation</source>
        <translation>Ouvrir la conversation</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 — %2 — %3/%4</source>
        <translation>%1 — %2 — %3/%4</translation>
    </message>
    <message>
        <source>%1 — not known yet</source>
        <translation>%1 — pas encore connu</translation>
    </message>
    <message>
        <source>Automatic — %1</source>
        <translation>Automatique — %1</translation>
    </message>
    <message>
        <source>Automatic (the server&apos;s grouping strategy)</source>
        <translation>Automatique (la stratégie de regroupement du serveur)</translation>
    </message>
    <message>
        <source>The server picks a running sandbox with fewer than %1 conversations, or creates one. Paused sandboxes are never picked automatically.</source>
        <translation>Le serveur choisit une sandbox en cours d&apos;exécution comptant moins de %1 conversations, ou en crée une. Les sandbox en pause ne sont jamais choisies automatiquement.</translation>
    </message>
    <message>
        <source>%1 of %2 conversations in use.</source>
        <translation>%1 conversations sur %2 utilisées.</translation>
    </message>
    <message>
        <source>The sandbox is paused: starting here resumes it.</source>
        <translation>La sandbox est en pause : démarrer ici la reprend.</translation>
    </message>
    <message>
        <source>The sandbox is %1: the start would fail.</source>
        <translation>La sandbox est %1 : le démarrage échouerait.</translation>
    </message>
    <message>
        <source>The sandbox is still starting.</source>
        <translation>La sandbox est encore en cours de démarrage.</translation>
    </message>
    <message>
        <source>It is full.</source>
        <translation>Elle est pleine.</translation>
    </message>
    <message>
        <source>Choose a sandbox, or let the server place the conversation.</source>
        <translation>Choisissez une sandbox, ou laissez le serveur placer la conversation.</translation>
    </message>
    <message>
        <source>The sandbox %1 is %2; a conversation cannot start there.</source>
        <translation>La sandbox %1 est %2 ; une conversation ne peut pas y démarrer.</translation>
    </message>
    <message>
        <source>The sandbox %1 already holds %2 conversations.</source>
        <translation>La sandbox %1 contient déjà %2 conversations.</translation>
    </message>
    <message>
        <source>The secret “%1” is listed twice.</source>
        <translation>Le secret « %1 » figure deux fois.</translation>
    </message>
    <message>
        <source>Write a message or choose a repository.</source>
        <translation>Écrivez un message ou choisissez un dépôt.</translation>
    </message>
    <message>
        <source>The conversation could not be started</source>
        <translation>La conversation n&apos;a pas pu être démarrée</translation>
    </message>
    <message>
        <source>The conversation is ready</source>
        <translation>La conversation est prête</translation>
    </message>
    <message>
        <source>Starting the conversation…</source>
        <translation>Démarrage de la conversation…</translation>
    </message>
    <message>
        <source>Sandbox: %1</source>
        <translation>Sandbox : %1</translation>
    </message>
    <message>
        <source>Server step: %1</source>
        <translation>Étape du serveur : %1</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Start options</source>
        <translation>Options de démarrage</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>The repository to clone into the workspace, as owner/repository</source>
        <translation>Le dépôt à cloner dans l&apos;espace de travail, au format propriétaire/dépôt</translation>
    </message>
    <message>
        <source>Git provider</source>
        <translation>Fournisseur Git</translation>
    </message>
    <message>
        <source>Where the repository is hosted; auto lets the server decide</source>
        <translation>L&apos;hébergeur du dépôt ; auto laisse le serveur décider</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branche</translation>
    </message>
    <message>
        <source>Initial message</source>
        <translation>Message initial</translation>
    </message>
    <message>
        <source>The first message to the agent: what it should do</source>
        <translation>Le premier message à l&apos;agent : ce qu&apos;il doit faire</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>The LLM model; empty uses the server default</source>
        <translation>Le modèle LLM ; vide, la valeur par défaut du serveur est utilisée</translation>
    </message>
    <message>
        <source>Agent type</source>
        <translation>Type d&apos;agent</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>The sandbox to start in, with its status and how many of its %1 conversation slots are used</source>
        <translation>La sandbox dans laquelle démarrer, avec son état et le nombre de ses %1 emplacements de conversation utilisés</translation>
    </message>
    <message>
        <source>The server places the conversation by its grouping strategy</source>
        <translation>Le serveur place la conversation selon sa stratégie de regroupement</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Name and value of each secret for this conversation only; values are masked and never saved</source>
        <translation>Nom et valeur de chaque secret pour cette conversation uniquement ; les valeurs sont masquées et jamais enregistrées</translation>
    </message>
    <message>
        <source>Remove secret</source>
        <translation>Retirer le secret</translation>
    </message>
    <message>
        <source>Removes the selected secret</source>
        <translation>Retire le secret sélectionné</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Source, ref and path in the repository of each plugin to load</source>
        <translation>Source, réf. et chemin dans le dépôt de chaque plugin à charger</translation>
    </message>
    <message>
        <source>Remove plugin</source>
        <translation>Retirer le plugin</translation>
    </message>
    <message>
        <source>Removes the selected plugin</source>
        <translation>Retire le plugin sélectionné</translation>
    </message>
    <message>
        <source>Span name</source>
        <translation>Nom du span</translation>
    </message>
    <message>
        <source>Observability span name: letters, digits and . _ : / - (at most 128)</source>
        <translation>Nom du span d&apos;observabilité : lettres, chiffres et . _ : / - (128 au maximum)</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Observability tags, comma separated</source>
        <translation>Tags d&apos;observabilité, séparés par des virgules</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Observability metadata, one key = value per line</source>
        <translation>Métadonnées d&apos;observabilité, une paire clé = valeur par ligne</translation>
    </message>
    <message>
        <source>Start progress</source>
        <translation>Progression du démarrage</translation>
    </message>
    <message>
        <source>Start details</source>
        <translation>Détails du démarrage</translation>
    </message>
    <message>
        <source>Prompt and skills</source>
        <translation>Prompt et skills</translation>
    </message>
    <message>
        <source>&lt;b&gt;System prompt&lt;/b&gt; (replaces the agent&apos;s default prompt; leave empty for the default; newer servers only):</source>
        <translation>&lt;b&gt;Prompt système&lt;/b&gt; (remplace le prompt par défaut de l&apos;agent ; laissez vide pour garder celui par défaut ; serveurs récents uniquement) :</translation>
    </message>
    <message>
        <source>You are a careful engineer…</source>
        <translation>Vous êtes un ingénieur rigoureux…</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>Replaces the agent&apos;s default system prompt; empty keeps it</source>
        <translation>Remplace le prompt système par défaut de l&apos;agent ; vide, celui-ci est conservé</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skills not to load&lt;/b&gt; (checked ones are disabled):</source>
        <translation>&lt;b&gt;Skills à ne pas charger&lt;/b&gt; (ceux qui sont cochés sont désactivés) :</translation>
    </message>
    <message>
        <source>Open a conversation first to list the skills its server loads, or type names below.</source>
        <translation>Ouvrez d&apos;abord une conversation pour lister les skills que son serveur charge, ou saisissez des noms ci-dessous.</translation>
    </message>
    <message>
        <source>Skills to disable</source>
        <translation>Skills à désactiver</translation>
    </message>
    <message>
        <source>The skills the server lists; a checked skill is not loaded</source>
        <translation>Les skills que le serveur liste ; un skill coché n&apos;est pas chargé</translation>
    </message>
    <message>
        <source>comma separated skill names</source>
        <translation>noms de skills séparés par des virgules</translation>
    </message>
    <message>
        <source>Other skills to disable</source>
        <translation>Autres skills à désactiver</translation>
    </message>
    <message>
        <source>Other skills:</source>
        <translation>Autres skills :</translation>
    </message>
    <message>
        <source>Loading the skills of “%1”…</source>
        <translation>Chargement des skills de « %1 »…</translation>
    </message>
    <message>
        <source>“%1” lists no skills; type names below.</source>
        <translation>« %1 » ne liste aucun skill ; saisissez des noms ci-dessous.</translation>
    </message>
    <message>
        <source>The skills “%1” loads:</source>
        <translation>Les skills que « %1 » charge :</translation>
    </message>
    <message>
        <source>The skills could not be listed: %1</source>
        <translation>Les skills n&apos;ont pas pu être listés : %1</translation>
    </message>
    <message>
        <source>Check to start without “%1”</source>
        <translation>Cocher pour démarrer sans « %1 »</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartRequestValidator</name>
    <message>
        <source>an unescaped quote inside a string</source>
        <translation>un guillemet non échappé dans une chaîne</translation>
    </message>
    <message>
        <source>numbers must be finite</source>
        <translation>les nombres doivent être finis</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>une valeur est manquante</translation>
    </message>
    <message>
        <source>The repository must look like owner/name.</source>
        <translation>Le dépôt doit être de la forme propriétaire/nom.</translation>
    </message>
    <message>
        <source>A branch needs a repository.</source>
        <translation>Une branche nécessite un dépôt.</translation>
    </message>
    <message>
        <source>“%1” is not a valid git branch name.</source>
        <translation>« %1 » n&apos;est pas un nom de branche git valide.</translation>
    </message>
    <message>
        <source>The agent type must be “default” or “plan”.</source>
        <translation>Le type d&apos;agent doit être « default » ou « plan ».</translation>
    </message>
    <message>
        <source>The initial message is empty.</source>
        <translation>Le message initial est vide.</translation>
    </message>
    <message>
        <source>The model name must not contain spaces.</source>
        <translation>Le nom du modèle ne doit pas contenir d&apos;espaces.</translation>
    </message>
    <message>
        <source>The sandbox id is not valid.</source>
        <translation>L&apos;identifiant de sandbox n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>Secret names must not be empty or contain spaces.</source>
        <translation>Les noms de secrets ne doivent pas être vides ni contenir d&apos;espaces.</translation>
    </message>
    <message>
        <source>The secret “%1” has no value.</source>
        <translation>Le secret « %1 » n&apos;a pas de valeur.</translation>
    </message>
    <message>
        <source>Every plugin needs a source (github:owner/repo, a git URL or a path).</source>
        <translation>Chaque plugin nécessite une source (github:owner/repo, une URL git ou un chemin).</translation>
    </message>
    <message>
        <source>The plugin “%1” contains spaces.</source>
        <translation>Le plugin « %1 » contient des espaces.</translation>
    </message>
    <message>
        <source>The span name is longer than %1 characters.</source>
        <translation>Le nom du span dépasse %1 caractères.</translation>
    </message>
    <message>
        <source>The span name may only contain letters, digits and . _ : / -</source>
        <translation>Le nom du span ne peut contenir que des lettres, des chiffres et . _ : / -</translation>
    </message>
    <message>
        <source>Tags must not be empty.</source>
        <translation>Les tags ne doivent pas être vides.</translation>
    </message>
    <message>
        <source>Metadata line %1: %2</source>
        <translation>Ligne de métadonnées %1 : %2</translation>
    </message>
    <message>
        <source>expected key = value</source>
        <translation>clé = valeur attendu</translation>
    </message>
    <message>
        <source>the key must not be empty or contain spaces</source>
        <translation>la clé ne doit pas être vide ni contenir d&apos;espaces</translation>
    </message>
    <message>
        <source>the key “%1” appears twice</source>
        <translation>la clé « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>an array must end with ]</source>
        <translation>un tableau doit se terminer par ]</translation>
    </message>
    <message>
        <source>arrays cannot be nested</source>
        <translation>les tableaux ne peuvent pas être imbriqués</translation>
    </message>
    <message>
        <source>all values of an array must have the same type</source>
        <translation>toutes les valeurs d&apos;un tableau doivent être du même type</translation>
    </message>
    <message>
        <source>A system prompt replaces the default one: leave the suffix to the default prompt empty, or put it into the system prompt.</source>
        <translation>Un prompt système remplace celui par défaut : laissez vide le suffixe du prompt par défaut, ou intégrez-le au prompt système.</translation>
    </message>
    <message>
        <source>The system prompt is only whitespace.</source>
        <translation>Le prompt système ne contient que des espaces.</translation>
    </message>
    <message>
        <source>A skill to disable needs a name (one per line).</source>
        <translation>Un skill à désactiver doit avoir un nom (un par ligne).</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartSteps</name>
    <message>
        <source>Starting</source>
        <translation>Démarrage</translation>
    </message>
    <message>
        <source>Waiting for sandbox</source>
        <translation>En attente de la sandbox</translation>
    </message>
    <message>
        <source>Preparing repository</source>
        <translation>Préparation du dépôt</translation>
    </message>
    <message>
        <source>Running setup script</source>
        <translation>Exécution du script d&apos;installation</translation>
    </message>
    <message>
        <source>Setting up git hooks</source>
        <translation>Configuration des hooks git</translation>
    </message>
    <message>
        <source>Setting up skills</source>
        <translation>Configuration des skills</translation>
    </message>
    <message>
        <source>Starting conversation</source>
        <translation>Démarrage de la conversation</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartVariantsWidget</name>
    <message>
        <source>Start as variants of one task</source>
        <translation>Démarrer comme variantes d&apos;une même tâche</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Start the same task as several conversations that differ in model, branch or system prompt, and compare them when they finish</source>
        <translation>Démarrer la même tâche sous forme de plusieurs conversations qui diffèrent par le modèle, la branche ou le prompt système, et les comparer une fois terminées</translation>
    </message>
    <message>
        <source>&amp;Number of variants:</source>
        <translation>&amp;Nombre de variantes :</translation>
    </message>
    <message>
        <source>Number of variants</source>
        <translation>Nombre de variantes</translation>
    </message>
    <message>
        <source>Empty fields take the value of the Conversation tab. Each variant gets a sandbox of its own.</source>
        <translation>Les champs vides reprennent la valeur de l&apos;onglet « Conversation ». Chaque variante obtient sa propre sandbox.</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>as the Conversation tab</source>
        <translation>comme dans l&apos;onglet « Conversation »</translation>
    </message>
    <message>
        <source>Model of variant %1</source>
        <translation>Modèle de la variante %1</translation>
    </message>
    <message>
        <source>Branch of variant %1</source>
        <translation>Branche de la variante %1</translation>
    </message>
    <message>
        <source>made from what differs</source>
        <translation>formé à partir des différences</translation>
    </message>
    <message>
        <source>Label of variant %1</source>
        <translation>Libellé de la variante %1</translation>
    </message>
    <message>
        <source>the default system prompt</source>
        <translation>le prompt système par défaut</translation>
    </message>
    <message>
        <source>System prompt of variant %1</source>
        <translation>Prompt système de la variante %1</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>Branch:</source>
        <translation>Branche :</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>Prompt système :</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Libellé :</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusBadges</name>
    <message>
        <source>confirmed %1 s ago</source>
        <translation>confirmé il y a %1 s</translation>
    </message>
    <message>
        <source>confirmed %1 min ago</source>
        <translation>confirmé il y a %1 min</translation>
    </message>
    <message>
        <source>confirmed %1 h ago</source>
        <translation>confirmé il y a %1 h</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>il y a %1 jours</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusBarWidget</name>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Not syncing</source>
        <translation>Pas de synchronisation</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Synchronisation…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Hors ligne</translation>
    </message>
    <message>
        <source>Server errors, retrying</source>
        <translation>Erreurs du serveur, nouvelle tentative</translation>
    </message>
    <message>
        <source>Key rejected: check the server profile</source>
        <translation>Clé refusée : vérifiez le profil du serveur</translation>
    </message>
    <message>
        <source>never confirmed</source>
        <translation>jamais confirmé</translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n s ago</source>
        <translation>
            <numerusform>confirmé il y a %n s</numerusform>
            <numerusform>confirmé il y a %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n min ago</source>
        <translation>
            <numerusform>confirmé il y a %n min</numerusform>
            <numerusform>confirmé il y a %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n h ago</source>
        <translation>
            <numerusform>confirmé il y a %n h</numerusform>
            <numerusform>confirmé il y a %n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n day(s) ago</source>
        <translation>
            <numerusform>confirmé il y a %n jour</numerusform>
            <numerusform>confirmé il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline review (read-only)</source>
        <translation>Consultation hors ligne (lecture seule)</translation>
    </message>
    <message>
        <source>Cache write failed, retrying</source>
        <translation>Échec de l&apos;écriture dans le cache, nouvelle tentative</translation>
    </message>
    <message numerus="yes">
        <source>Nothing already stored is lost; new events are kept in memory and written once the cache accepts writes again (%n write(s) waiting).</source>
        <translation>
            <numerusform>Rien de ce qui est déjà enregistré n&apos;est perdu ; les nouveaux événements sont gardés en mémoire et écrits dès que le cache accepte à nouveau les écritures (%n écriture en attente).</numerusform>
            <numerusform>Rien de ce qui est déjà enregistré n&apos;est perdu ; les nouveaux événements sont gardés en mémoire et écrits dès que le cache accepte à nouveau les écritures (%n écritures en attente).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusNames</name>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Starting</source>
        <comment>sandbox</comment>
        <translation>Démarrage</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>sandbox</comment>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Paused</source>
        <comment>sandbox</comment>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>sandbox</comment>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Missing</source>
        <comment>sandbox</comment>
        <translation>Manquante</translation>
    </message>
    <message>
        <source>Provider unavailable</source>
        <comment>sandbox</comment>
        <translation>Fournisseur indisponible</translation>
    </message>
    <message>
        <source>Idle</source>
        <comment>agent</comment>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>agent</comment>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Paused</source>
        <comment>agent</comment>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Waiting for confirmation</source>
        <comment>agent</comment>
        <translation>En attente de confirmation</translation>
    </message>
    <message>
        <source>Finished</source>
        <comment>agent</comment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>agent</comment>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Stuck</source>
        <comment>agent</comment>
        <translation>Bloqué</translation>
    </message>
    <message>
        <source>Deleting</source>
        <comment>agent</comment>
        <translation>Suppression</translation>
    </message>
    <message>
        <source>No agent (sandbox not running)</source>
        <translation>Aucun agent (sandbox arrêtée)</translation>
    </message>
    <message>
        <source>No grouping</source>
        <translation>Aucun regroupement</translation>
    </message>
    <message>
        <source>Group by newest</source>
        <translation>Regrouper dans la plus récente</translation>
    </message>
    <message>
        <source>Least recently used (oldest created)</source>
        <translation>La moins récemment utilisée (la plus ancienne)</translation>
    </message>
    <message>
        <source>Fewest conversations</source>
        <translation>Le moins de conversations</translation>
    </message>
    <message>
        <source>Add to any</source>
        <translation>Ajouter à n&apos;importe laquelle</translation>
    </message>
    <message>
        <source>Low</source>
        <comment>risk</comment>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>risk</comment>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>High</source>
        <comment>risk</comment>
        <translation>Élevé</translation>
    </message>
    <message>
        <source>user</source>
        <comment>event source</comment>
        <translation>utilisateur</translation>
    </message>
    <message>
        <source>agent</source>
        <comment>event source</comment>
        <translation>agent</translation>
    </message>
    <message>
        <source>environment</source>
        <comment>event source</comment>
        <translation>environnement</translation>
    </message>
    <message>
        <source>hook</source>
        <comment>event source</comment>
        <translation>hook</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusPresentation</name>
    <message>
        <source>Starting</source>
        <comment>agent</comment>
        <translation>Démarrage</translation>
    </message>
    <message>
        <source>The conversation was just started; its agent has not reported yet.</source>
        <translation>La conversation vient de démarrer ; son agent ne s&apos;est pas encore manifesté.</translation>
    </message>
    <message>
        <source>The agent is working.</source>
        <translation>L&apos;agent travaille.</translation>
    </message>
    <message>
        <source>The agent waits for you to approve or reject its next action.</source>
        <translation>L&apos;agent attend que vous approuviez ou refusiez sa prochaine action.</translation>
    </message>
    <message>
        <source>The agent stopped with an error.</source>
        <translation>L&apos;agent s&apos;est arrêté sur une erreur.</translation>
    </message>
    <message>
        <source>The agent repeats itself without progress.</source>
        <translation>L&apos;agent se répète sans progresser.</translation>
    </message>
    <message>
        <source>The agent finished its task.</source>
        <translation>L&apos;agent a terminé sa tâche.</translation>
    </message>
    <message>
        <source>The agent waits for a message.</source>
        <translation>L&apos;agent attend un message.</translation>
    </message>
    <message>
        <source>The agent was paused.</source>
        <translation>L&apos;agent a été mis en pause.</translation>
    </message>
    <message>
        <source>The conversation is being deleted.</source>
        <translation>La conversation est en cours de suppression.</translation>
    </message>
    <message>
        <source>No agent</source>
        <translation>Aucun agent</translation>
    </message>
    <message>
        <source>No agent reports a status: the sandbox is not running.</source>
        <translation>Aucun agent ne signale d&apos;état : la sandbox n&apos;est pas en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>A status this version does not know, shown as the server sent it.</source>
        <translation>Un état que cette version ne connaît pas, affiché tel que le serveur l&apos;a envoyé.</translation>
    </message>
    <message>
        <source>The sandbox is running.</source>
        <translation>La sandbox est en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>The sandbox is starting.</source>
        <translation>La sandbox démarre.</translation>
    </message>
    <message>
        <source>The sandbox is paused; resume it to continue.</source>
        <translation>La sandbox est en pause ; reprenez-la pour continuer.</translation>
    </message>
    <message>
        <source>The sandbox failed.</source>
        <translation>La sandbox a échoué.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists; its conversations are archived (read-only).</source>
        <translation>La sandbox n&apos;existe plus ; ses conversations sont archivées (lecture seule).</translation>
    </message>
    <message>
        <source>The server cannot reach the sandbox provider right now, so the sandbox&apos;s state is not known. It is not an error and the sandbox is not gone.</source>
        <translation>Le serveur ne peut pas joindre le fournisseur de sandbox pour le moment, l&apos;état de la sandbox est donc inconnu. Ce n&apos;est pas une erreur et la sandbox n&apos;a pas disparu.</translation>
    </message>
    <message>
        <source>The server did not say.</source>
        <translation>Le serveur ne l&apos;a pas indiqué.</translation>
    </message>
    <message>
        <source>Sandbox: %1</source>
        <translation>Sandbox : %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::Store</name>
    <message>
        <source>The cache folder %1 cannot be created.</source>
        <translation>Le dossier de cache %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The cache file %1 cannot be opened: %2</source>
        <translation>Le fichier de cache %1 ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <source>The cache file cannot be read: %1</source>
        <translation>Le fichier de cache ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>The cache file was written by a newer version of Switchyard (schema %1, this version knows %2).</source>
        <translation>Le fichier de cache a été écrit par une version plus récente de Switchyard (schéma %1, cette version connaît le schéma %2).</translation>
    </message>
    <message>
        <source>The cache file cannot be written: %1</source>
        <translation>Le fichier de cache ne peut pas être écrit : %1</translation>
    </message>
    <message>
        <source>The cache file could not be upgraded to schema %1: %2</source>
        <translation>Le fichier de cache n&apos;a pas pu être mis à niveau vers le schéma %1 : %2</translation>
    </message>
    <message>
        <source>The cache %1 is in use by another Switchyard (process %2).</source>
        <translation>Le cache %1 est utilisé par une autre instance de Switchyard (processus %2).</translation>
    </message>
</context>
<context>
    <name>Switchyard::StoreWriter</name>
    <message>
        <source>The cache file %1 cannot be opened: %2</source>
        <translation>Le fichier de cache %1 ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <source>The cache file %1 is not usable.</source>
        <translation>Le fichier de cache %1 n&apos;est pas utilisable.</translation>
    </message>
    <message>
        <source>The cache file %1 is not usable: %2</source>
        <translation>Le fichier de cache %1 n&apos;est pas utilisable : %2</translation>
    </message>
    <message>
        <source>The cache file cannot be read: %1</source>
        <translation>Le fichier de cache ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>The cache is not open.</source>
        <translation>Le cache n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>The cache cannot be written: %1</source>
        <translation>Le cache ne peut pas être écrit : %1</translation>
    </message>
    <message>
        <source>A cache write failed and was rolled back: %1</source>
        <translation>Une écriture dans le cache a échoué et a été annulée : %1</translation>
    </message>
    <message>
        <source>Too many cache writes are waiting; this one is given up (it is read again later).</source>
        <translation>Trop d&apos;écritures dans le cache sont en attente ; celle-ci est abandonnée (elle sera relue plus tard).</translation>
    </message>
</context>
<context>
    <name>Switchyard::SyncEngine</name>
    <message>
        <source>The start task no longer exists on the server.</source>
        <translation>La tâche de démarrage n&apos;existe plus sur le serveur.</translation>
    </message>
    <message>
        <source>The server rejected the API key.</source>
        <translation>Le serveur a refusé la clé d&apos;API.</translation>
    </message>
    <message>
        <source>Not connected to the server.</source>
        <translation>Non connecté au serveur.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>La requête a échoué.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TagCommands</name>
    <message>
        <source>Tag “%1” removed from the conversation.</source>
        <translation>Étiquette « %1 » retirée de la conversation.</translation>
    </message>
    <message>
        <source>The tag “%1” could not be removed: the cache could not be written.</source>
        <translation>L’étiquette « %1 » n’a pas pu être retirée : le cache n’a pas pu être écrit.</translation>
    </message>
    <message>
        <source>This conversation no longer carries the tag “%1”.</source>
        <translation>Cette conversation ne porte plus l’étiquette « %1 ».</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineApprovalBar</name>
    <message>
        <source>Reason for rejecting (optional)</source>
        <translation>Motif du refus (facultatif)</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Reject the pending action with the reason (Ctrl+Shift+Return)</source>
        <translation>Refuser l&apos;action en attente avec le motif (Ctrl+Shift+Return)</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Approuver</translation>
    </message>
    <message>
        <source>Let the agent run the pending action (Ctrl+Return)</source>
        <translation>Laisser l&apos;agent exécuter l&apos;action en attente (Ctrl+Return)</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits for your confirmation of %n actions</source>
        <translation>
            <numerusform>L&apos;agent attend votre confirmation pour %n action</numerusform>
            <numerusform>L&apos;agent attend votre confirmation pour %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent waits for your confirmation</source>
        <translation>L&apos;agent attend votre confirmation</translation>
    </message>
    <message>
        <source>Approving…</source>
        <translation>Approbation…</translation>
    </message>
    <message>
        <source>Rejecting…</source>
        <translation>Refus…</translation>
    </message>
    <message>
        <source>Pending action</source>
        <translation>Action en attente</translation>
    </message>
    <message>
        <source>The full command or edit the agent waits to run, with its security risk</source>
        <translation>La commande ou la modification complète que l&apos;agent attend d&apos;exécuter, avec son risque de sécurité</translation>
    </message>
    <message>
        <source>Rejection reason</source>
        <translation>Motif du refus</translation>
    </message>
    <message>
        <source>Optional; sent to the agent when you reject the pending action</source>
        <translation>Facultatif ; envoyé à l&apos;agent si vous refusez l&apos;action en attente</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show the whole pending action (command or edit) with its security analysis</source>
        <translation>Afficher l&apos;action en attente complète (commande ou modification) avec son analyse de sécurité</translation>
    </message>
    <message>
        <source>Pending action in full</source>
        <translation>Action en attente complète</translation>
    </message>
    <message numerus="yes">
        <source>%n actions wait for your approval:</source>
        <translation>
            <numerusform>%n action attend votre approbation :</numerusform>
            <numerusform>%n actions attendent votre approbation :</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your approval:</source>
        <translation>En attente de votre approbation :</translation>
    </message>
    <message>
        <source>Security analysis</source>
        <translation>Analyse de sécurité</translation>
    </message>
    <message>
        <source>Conflict warning</source>
        <translation>Avertissement de conflit</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineDelegate</name>
    <message>
        <source>user</source>
        <translation>utilisateur</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>env</source>
        <translation>env.</translation>
    </message>
    <message>
        <source>hook</source>
        <translation>hook</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>%1 deltas</source>
        <translation>%1 deltas</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineDetailPane</name>
    <message>
        <source>Select an event to see its details.</source>
        <translation>Sélectionnez un événement pour voir ses détails.</translation>
    </message>
    <message>
        <source>Event details</source>
        <translation>Détails de l&apos;événement</translation>
    </message>
    <message>
        <source>This event is not available in the local cache.</source>
        <translation>Cet événement n&apos;est pas disponible dans le cache local.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineEmptyState</name>
    <message>
        <source>No conversation selected</source>
        <translation>Aucune conversation sélectionnée</translation>
    </message>
    <message>
        <source>Choose a conversation in the list to read its events, or press Ctrl+J for the next one that needs you.</source>
        <translation>Choisissez une conversation dans la liste pour lire ses événements, ou appuyez sur Ctrl+J pour passer à la suivante qui vous attend.</translation>
    </message>
    <message>
        <source>No events yet</source>
        <translation>Aucun événement pour l&apos;instant</translation>
    </message>
    <message>
        <source>Nothing has been recorded in this conversation yet. New events appear here as the agent works.</source>
        <translation>Rien n&apos;a encore été enregistré dans cette conversation. Les nouveaux événements apparaissent ici au fur et à mesure que l&apos;agent travaille.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message>
        <source>No event matches the filters</source>
        <translation>Aucun événement ne correspond aux filtres</translation>
    </message>
    <message>
        <source>Every event of this conversation is hidden by the current filters.</source>
        <translation>Tous les événements de cette conversation sont masqués par les filtres actuels.</translation>
    </message>
    <message>
        <source>Show all events</source>
        <translation>Afficher tous les événements</translation>
    </message>
    <message>
        <source>The server cannot be reached</source>
        <translation>Le serveur est injoignable</translation>
    </message>
    <message>
        <source>No events of this conversation are cached on this computer yet.</source>
        <translation>Aucun événement de cette conversation n&apos;est encore en cache sur cet ordinateur.</translation>
    </message>
    <message>
        <source>%1
No events of this conversation are cached on this computer yet.</source>
        <translation>%1
Aucun événement de cette conversation n&apos;est encore en cache sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineSearchController</name>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>Only this match</source>
        <translation>Ce résultat uniquement</translation>
    </message>
    <message numerus="yes">
        <source>%n matching event(s)</source>
        <translation>
            <numerusform>%n événement correspondant</numerusform>
            <numerusform>%n événements correspondants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineToolBar</name>
    <message>
        <source>Transcript</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <source>Read the conversation as a chat: messages in full, actions as cards</source>
        <translation>Lire la conversation comme un chat : messages en entier, actions sous forme de cartes</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Only errors, failed and rejected actions</source>
        <translation>Uniquement les erreurs et les actions échouées ou refusées</translation>
    </message>
    <message>
        <source>Exit ≠ 0</source>
        <translation>Sortie ≠ 0</translation>
    </message>
    <message>
        <source>Only commands that ended with a non-zero exit code</source>
        <translation>Uniquement les commandes terminées avec un code de sortie non nul</translation>
    </message>
    <message>
        <source>Non-zero exit codes only</source>
        <translation>Codes de sortie ≠ 0</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>Choose which events to show</source>
        <translation>Choisir les événements à afficher</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Types</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Show state updates, deltas and token logs</source>
        <translation>Afficher les mises à jour d&apos;état, les deltas et les journaux de jetons</translation>
    </message>
    <message>
        <source>Show results as separate rows</source>
        <translation>Afficher les résultats sur des lignes séparées</translation>
    </message>
    <message>
        <source>Search events (Ctrl+F)</source>
        <translation>Rechercher dans les événements (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search events</source>
        <translation>Rechercher dans les événements</translation>
    </message>
    <message>
        <source>Searches the full text of every event of the conversation; Enter or F3 goes to the next match, Shift+F3 to the previous one</source>
        <translation>Recherche dans le texte complet de chaque événement de la conversation ; Entrée ou F3 passe au résultat suivant, Shift+F3 au précédent</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Shift+F3)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Résultat précédent</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Résultat suivant (F3, Entrée)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Résultat suivant</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Résultat de la recherche</translation>
    </message>
    <message>
        <source>Collapse all</source>
        <translation>Tout réduire</translation>
    </message>
    <message>
        <source>Collapse every turn to its message</source>
        <translation>Réduire chaque tour à son message</translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation>Tout développer</translation>
    </message>
    <message>
        <source>Expand every turn</source>
        <translation>Développer chaque tour</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show the turn outline</source>
        <translation>Afficher le plan des tours</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Scroll to new events as they arrive</source>
        <translation>Faire défiler vers les nouveaux événements à leur arrivée</translation>
    </message>
    <message>
        <source>Latest ↓</source>
        <translation>Dernier ↓</translation>
    </message>
    <message>
        <source>Jump to the latest event (Ctrl+End)</source>
        <translation>Aller au dernier événement (Ctrl+End)</translation>
    </message>
    <message>
        <source>Jump to the latest event</source>
        <translation>Aller au dernier événement</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineTurnModel</name>
    <message>
        <source>%1 tokens · $%2</source>
        <translation>%1 jetons · $%2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineWidget</name>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Condensations</source>
        <translation>Condensations</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Pause and interrupt</source>
        <translation>Pause et interruption</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>Other kinds</source>
        <translation>Autres types</translation>
    </message>
    <message>
        <source>Turns: click to jump, double-click to collapse or expand</source>
        <translation>Tours : cliquez pour y accéder, double-cliquez pour réduire ou développer</translation>
    </message>
    <message>
        <source>Expand this turn</source>
        <translation>Développer ce tour</translation>
    </message>
    <message>
        <source>Collapse this turn</source>
        <translation>Réduire ce tour</translation>
    </message>
    <message>
        <source>Collapse all turns</source>
        <translation>Réduire tous les tours</translation>
    </message>
    <message>
        <source>Expand all turns</source>
        <translation>Développer tous les tours</translation>
    </message>
    <message>
        <source>Could not send the approval.</source>
        <translation>Impossible d&apos;envoyer l&apos;approbation.</translation>
    </message>
    <message>
        <source>Could not send the rejection.</source>
        <translation>Impossible d&apos;envoyer le refus.</translation>
    </message>
    <message>
        <source>Turn outline</source>
        <translation>Plan des tours</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>The conversation&apos;s events, oldest first; Enter on a user message collapses or expands its turn</source>
        <translation>Les événements de la conversation, du plus ancien au plus récent ; Entrée sur un message utilisateur réduit ou développe son tour</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryDownload</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Le téléchargement a été annulé.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryImporter</name>
    <message>
        <source>An event without an id was skipped.</source>
        <translation>Un événement sans identifiant a été ignoré.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryReader</name>
    <message>
        <source>Entry is larger than %1 MiB and was skipped.</source>
        <translation>L&apos;entrée dépasse %1 Mio et a été ignorée.</translation>
    </message>
    <message>
        <source>The archive is larger than %1 MiB in total; the rest was skipped.</source>
        <translation>L&apos;archive dépasse %1 Mio au total ; le reste a été ignoré.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>Impossible de lire %1.</translation>
    </message>
    <message>
        <source>%1 is too large.</source>
        <translation>%1 est trop volumineux.</translation>
    </message>
    <message>
        <source>Cannot find %1 in the archive.</source>
        <translation>Impossible de trouver %1 dans l&apos;archive.</translation>
    </message>
    <message>
        <source>Cannot open %1 in the archive (unsupported compression?).</source>
        <translation>Impossible d&apos;ouvrir %1 dans l&apos;archive (compression non prise en charge ?).</translation>
    </message>
    <message>
        <source>%1 inflates beyond the limit.</source>
        <translation>%1 dépasse la limite une fois décompressé.</translation>
    </message>
    <message>
        <source>%1 is damaged in the archive.</source>
        <translation>%1 est endommagé dans l&apos;archive.</translation>
    </message>
    <message>
        <source>%1 is cut off.</source>
        <translation>%1 est tronqué.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 est endommagé.</translation>
    </message>
    <message>
        <source>%1 is not available.</source>
        <translation>%1 n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>The archive has more than %1 entries; the rest was skipped.</source>
        <translation>L&apos;archive contient plus de %1 entrées ; le reste a été ignoré.</translation>
    </message>
    <message>
        <source>Entry with an unsafe name was ignored.</source>
        <translation>Une entrée au nom dangereux a été ignorée.</translation>
    </message>
    <message>
        <source>The archive&apos;s directory is damaged; some entries may be missing.</source>
        <translation>Le répertoire de l&apos;archive est endommagé ; certaines entrées peuvent manquer.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is neither a zip archive nor a trajectory folder.</source>
        <translation>%1 n&apos;est ni une archive zip ni un dossier de trajectoire.</translation>
    </message>
    <message>
        <source>The archive is damaged or cut off; showing the entries that could be read.</source>
        <translation>L&apos;archive est endommagée ou tronquée ; affichage des entrées lisibles.</translation>
    </message>
    <message>
        <source>Unsupported compression; the rest of the archive was skipped.</source>
        <translation>Compression non prise en charge ; le reste de l&apos;archive a été ignoré.</translation>
    </message>
    <message>
        <source>Entry without sizes; the rest of the archive was skipped.</source>
        <translation>Entrée sans tailles ; le reste de l&apos;archive a été ignoré.</translation>
    </message>
    <message>
        <source>Entry is cut off or damaged; the rest of the archive was lost.</source>
        <translation>L&apos;entrée est tronquée ou endommagée ; le reste de l&apos;archive a été perdu.</translation>
    </message>
    <message>
        <source>Entry is cut off; the rest of the archive was lost.</source>
        <translation>L&apos;entrée est tronquée ; le reste de l&apos;archive a été perdu.</translation>
    </message>
    <message>
        <source>The folder has more than %1 files; the rest was skipped.</source>
        <translation>Le dossier contient plus de %1 fichiers ; le reste a été ignoré.</translation>
    </message>
    <message>
        <source>The folder %1 holds no trajectory (no event-NNNNN-&lt;id&gt;.json files).</source>
        <translation>Le dossier %1 ne contient aucune trajectoire (aucun fichier event-NNNNN-&lt;id&gt;.json).</translation>
    </message>
    <message>
        <source>meta.json could not be read: %1</source>
        <translation>meta.json n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>base_state.json could not be read: %1</source>
        <translation>base_state.json n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 cannot be read (permissions).</source>
        <translation>%1 ne peut pas être lu (permissions).</translation>
    </message>
    <message>
        <source>%1 holds no trajectory events.</source>
        <translation>%1 ne contient aucun événement de trajectoire.</translation>
    </message>
    <message>
        <source>No event %1.</source>
        <translation>Aucun événement %1.</translation>
    </message>
    <message>
        <source>Entry inflates beyond %1 MiB; the rest of the archive was skipped.</source>
        <translation>L&apos;entrée dépasse %1 Mio une fois décompressée ; le reste de l&apos;archive a été ignoré.</translation>
    </message>
    <message>
        <source>Entry inflates beyond %1 MiB and was skipped.</source>
        <translation>L&apos;entrée dépasse %1 Mio une fois décompressée et a été ignorée.</translation>
    </message>
    <message>
        <source>Entry is damaged and was skipped.</source>
        <translation>L&apos;entrée est endommagée et a été ignorée.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptDelegate</name>
    <message>
        <source>

*… shortened here; the log&apos;s card shows all of it.*</source>
        <translation>

*… raccourci ici ; la carte du journal affiche tout.*</translation>
    </message>
    <message>
        <source>This event is not available in the local cache.</source>
        <translation>Cet événement n&apos;est pas disponible dans le cache local.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>waiting for your approval</source>
        <translation>en attente de votre approbation</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptExport</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>Page HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON summary (*.json)</source>
        <translation>Résumé JSON (*.json)</translation>
    </message>
    <message>
        <source>Export transcript</source>
        <translation>Exporter la transcription</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <source>The conversation as a chat: messages in full, each action with its result as a card; click a card&apos;s first line to open or close it</source>
        <translation>La conversation sous forme de chat : messages en entier, chaque action avec son résultat sous forme de carte ; cliquez sur la première ligne d&apos;une carte pour l&apos;ouvrir ou la fermer</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrayNotifier</name>
    <message>
        <source>Switchyard</source>
        <translation>Switchyard</translation>
    </message>
    <message>
        <source>Waiting for your confirmation</source>
        <translation>En attente de votre confirmation</translation>
    </message>
    <message>
        <source>Conversation finished</source>
        <translation>Conversation terminée</translation>
    </message>
    <message>
        <source>Conversation failed</source>
        <translation>Échec de la conversation</translation>
    </message>
    <message>
        <source>“%1” wants to run an action that needs your approval.</source>
        <translation>« %1 » veut exécuter une action qui nécessite votre approbation.</translation>
    </message>
    <message>
        <source>“%1” has finished.</source>
        <translation>« %1 » est terminée.</translation>
    </message>
    <message>
        <source>“%1” stopped with an error.</source>
        <translation>« %1 » s&apos;est arrêtée sur une erreur.</translation>
    </message>
    <message>
        <source>Sandbox will be paused soon</source>
        <translation>La sandbox sera bientôt mise en pause</translation>
    </message>
    <message>
        <source>A question for you</source>
        <translation>Une question pour vous</translation>
    </message>
    <message>
        <source>“%1” is working, but its sandbox will probably be paused within minutes (estimate: the idle pause or the 12-hour limit); the agent stops then until you resume it.</source>
        <translation>« %1 » travaille, mais sa sandbox sera probablement mise en pause d&apos;ici quelques minutes (estimation : pause d&apos;inactivité ou limite de 12 heures) ; l&apos;agent s&apos;arrêtera alors jusqu&apos;à ce que vous repreniez la sandbox.</translation>
    </message>
    <message>
        <source>“%1” asks you a question and waits for your answer.</source>
        <translation>« %1 » vous pose une question et attend votre réponse.</translation>
    </message>
    <message>
        <source>Watch rule “%1” matched</source>
        <translation>La règle de surveillance « %1 » s&apos;est déclenchée</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>« %1 » : %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TurnOutlineDelegate</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>Switchyard::VariantCommands</name>
    <message>
        <source>default model</source>
        <translation>modèle par défaut</translation>
    </message>
    <message>
        <source>own system prompt</source>
        <translation>prompt système propre</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 variants.</source>
        <translation>Choisissez entre %1 et %2 variantes.</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>Variante %1 : %2</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>The group could not be saved; nothing was started.</source>
        <translation>Le groupe n&apos;a pas pu être enregistré ; rien n&apos;a été démarré.</translation>
    </message>
    <message>
        <source>The start was refused.</source>
        <translation>Le démarrage a été refusé.</translation>
    </message>
    <message>
        <source>Every variant started.</source>
        <translation>Toutes les variantes ont démarré.</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) could not be started: %1</source>
        <translation>
            <numerusform>%n variante n&apos;a pas pu être démarrée : %1</numerusform>
            <numerusform>%n variantes n&apos;ont pas pu être démarrées : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchCommands</name>
    <message>
        <source>Choose what the rule does: notify, inbox, tag or pause.</source>
        <translation>Choisissez ce que fait la règle : notifier, boîte de réception, tag ou pause.</translation>
    </message>
    <message>
        <source>Name the tag the rule puts on.</source>
        <translation>Indiquez le tag que la règle ajoute.</translation>
    </message>
    <message>
        <source>Rule “%1” saved%2.</source>
        <translation>Règle « %1 » enregistrée%2.</translation>
    </message>
    <message>
        <source>, watching new events</source>
        <translation>, surveille les nouveaux événements</translation>
    </message>
    <message>
        <source> (disabled)</source>
        <translation> (désactivée)</translation>
    </message>
    <message>
        <source>This rule no longer exists.</source>
        <translation>Cette règle n&apos;existe plus.</translation>
    </message>
    <message numerus="yes">
        <source>In the last %1 days this rule would have matched %n event(s)</source>
        <translation>
            <numerusform>Au cours des %1 derniers jours, cette règle aurait correspondu à %n événement</numerusform>
            <numerusform>Au cours des %1 derniers jours, cette règle aurait correspondu à %n événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s).</source>
        <translation>
            <numerusform> dans %n conversation.</numerusform>
            <numerusform> dans %n conversations.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchRules</name>
    <message>
        <source>Deletes files recursively</source>
        <translation>Supprime des fichiers récursivement</translation>
    </message>
    <message>
        <source>High-risk action</source>
        <translation>Action à risque élevé</translation>
    </message>
    <message>
        <source>Touches an .env file</source>
        <translation>Touche un fichier .env</translation>
    </message>
    <message>
        <source>Force-pushes</source>
        <translation>Fait un push forcé</translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchRulesDialog</name>
    <message>
        <source>notify</source>
        <translation>notifier</translation>
    </message>
    <message>
        <source>inbox</source>
        <translation>boîte de réception</translation>
    </message>
    <message>
        <source>tag “%1”</source>
        <translation>tag « %1 »</translation>
    </message>
    <message>
        <source>pause the agent</source>
        <translation>mettre l&apos;agent en pause</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Notifier</translation>
    </message>
    <message>
        <source>Put in the inbox</source>
        <translation>Placer dans la boîte de réception</translation>
    </message>
    <message>
        <source>Tag the conversation:</source>
        <translation>Ajouter un tag à la conversation :</translation>
    </message>
    <message>
        <source>Pause the agent</source>
        <translation>Mettre l&apos;agent en pause</translation>
    </message>
    <message>
        <source>Add from search</source>
        <translation>Ajouter depuis la recherche</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Dry run (last 7 days)</source>
        <translation>Simulation (7 derniers jours)</translation>
    </message>
    <message>
        <source>Watch rules</source>
        <translation>Règles de surveillance</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Déclenchements</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>tag</translation>
    </message>
    <message>
        <source>Dry run matches</source>
        <translation>Résultats de la simulation</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Requête :</translation>
    </message>
    <message>
        <source>When it matches:</source>
        <translation>En cas de correspondance :</translation>
    </message>
    <message>
        <source>A rule never resumes, approves, answers or sends anything: it notifies, files, tags or pauses.</source>
        <translation>Une règle ne reprend, n&apos;approuve, ne répond ni n&apos;envoie jamais rien : elle notifie, classe dans la boîte de réception, ajoute un tag ou met en pause.</translation>
    </message>
    <message>
        <source>Type a query on the search page first.</source>
        <translation>Saisissez d&apos;abord une requête dans la page de recherche.</translation>
    </message>
    <message>
        <source>Add a rule for “%1”</source>
        <translation>Ajouter une règle pour « %1 »</translation>
    </message>
    <message>
        <source>Watching new events</source>
        <translation>Surveille les nouveaux événements</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Looking through the last 7 days…</source>
        <translation>Analyse des 7 derniers jours…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n résultat)</numerusform>
            <numerusform>%1 (%n résultats)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Welcome to Switchyard</source>
        <translation>Bienvenue dans Switchyard</translation>
    </message>
    <message>
        <source>Watch and steer your OpenHands conversations, review their changes, and see which sandboxes they share. Choose how to begin:</source>
        <translation>Suivez et pilotez vos conversations OpenHands, examinez leurs modifications et voyez quelles sandbox elles partagent. Choisissez comment commencer :</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Essayer la démo</translation>
    </message>
    <message>
        <source>Add a server…</source>
        <translation>Ajouter un serveur…</translation>
    </message>
    <message>
        <source>Open a trajectory…</source>
        <translation>Ouvrir une trajectoire…</translation>
    </message>
    <message>
        <source>A built-in simulator with a few conversations and sandboxes; nothing leaves this computer.</source>
        <translation>Un simulateur intégré avec quelques conversations et sandbox ; rien ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>Connect to OpenHands Cloud or your own server with its address and an API key.</source>
        <translation>Se connecter à OpenHands Cloud ou à votre propre serveur avec son adresse et une clé API.</translation>
    </message>
    <message>
        <source>Read a downloaded conversation (a .zip or an agent-server folder) offline, without a server.</source>
        <translation>Lire une conversation téléchargée (un .zip ou un dossier agent-server) hors ligne, sans serveur.</translation>
    </message>
</context>
<context>
    <name>Switchyard::WorkspaceCommands</name>
    <message>
        <source>Not connected to a server.</source>
        <translation>Non connecté à un serveur.</translation>
    </message>
    <message>
        <source>The sandbox is paused: resume it to read the workspace.</source>
        <translation>La sandbox est en pause : reprenez-la pour lire l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is not running, so its workspace cannot be read.</source>
        <translation>La sandbox de cette conversation n&apos;est pas en cours d&apos;exécution, son espace de travail ne peut donc pas être lu.</translation>
    </message>
    <message>
        <source>The server cannot show this diff: the file is larger than 1 MiB or was deleted (%1).</source>
        <translation>Le serveur ne peut pas afficher ce diff : le fichier dépasse 1 Mio ou a été supprimé (%1).</translation>
    </message>
    <message>
        <source>The agent server failed: %1</source>
        <translation>Le serveur de l&apos;agent a échoué : %1</translation>
    </message>
    <message>
        <source>The workspace could not be read.</source>
        <translation>L&apos;espace de travail n&apos;a pas pu être lu.</translation>
    </message>
</context>
<context>
    <name>Switchyard::WorkspaceService</name>
    <message>
        <source>No changes in %1</source>
        <translation>Aucune modification dans %1</translation>
    </message>
    <message>
        <source>Reconstructed from the file edits recorded in the conversation.</source>
        <translation>Reconstitué à partir des modifications de fichiers enregistrées dans la conversation.</translation>
    </message>
    <message>
        <source>No recorded edit of this file.</source>
        <translation>Aucune modification enregistrée pour ce fichier.</translation>
    </message>
    <message>
        <source>This file was deleted. The server cannot show the diff of a deleted file.</source>
        <translation>Ce fichier a été supprimé. Le serveur ne peut pas afficher le diff d&apos;un fichier supprimé.</translation>
    </message>
    <message>
        <source>This file is not in a git repository.</source>
        <translation>Ce fichier n&apos;est pas dans un dépôt git.</translation>
    </message>
    <message>
        <source>Offline: only files edited in the conversation can be shown.</source>
        <translation>Hors ligne : seuls les fichiers modifiés dans la conversation peuvent être affichés.</translation>
    </message>
    <message>
        <source>Offline: only the files this conversation changed are known.</source>
        <translation>Hors ligne : seuls les fichiers modifiés par cette conversation sont connus.</translation>
    </message>
    <message>
        <source>The files could not be listed: %1</source>
        <translation>Les fichiers n&apos;ont pas pu être listés : %1</translation>
    </message>
    <message>
        <source>This server cannot list every file of the workspace (an older server): only the changed files are shown.</source>
        <translation>Ce serveur ne peut pas lister tous les fichiers de l&apos;espace de travail (serveur plus ancien) : seuls les fichiers modifiés sont affichés.</translation>
    </message>
    <message>
        <source>Showing the first %1 files: the server lists no more than that.</source>
        <translation>Affichage des %1 premiers fichiers : le serveur n&apos;en liste pas davantage.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the workspace</source>
        <translation>
            <numerusform>%n fichier dans l&apos;espace de travail</numerusform>
            <numerusform>%n fichiers dans l&apos;espace de travail</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Switchyard: browse and steer OpenHands conversations, see which share a sandbox, review trajectories.

Also: switchyard export FILE --format markdown|html|json-summary [-o OUT]</source>
        <translation>Switchyard : parcourir et piloter les conversations OpenHands, voir lesquelles partagent une sandbox, examiner les trajectoires.

Également : switchyard export FILE --format markdown|html|json-summary [-o OUT]</translation>
    </message>
    <message>
        <source>Start the built-in simulator on 127.0.0.1 with a demo world and connect to it.</source>
        <translation>Démarrer le simulateur intégré sur 127.0.0.1 avec un monde de démonstration et s&apos;y connecter.</translation>
    </message>
    <message>
        <source>Connect to the server at &lt;url&gt;. The key comes from SWITCHYARD_API_KEY or the matching profile.</source>
        <translation>Se connecter au serveur à l&apos;adresse &lt;url&gt;. La clé provient de SWITCHYARD_API_KEY ou du profil correspondant.</translation>
    </message>
    <message>
        <source>Connect with the server profile &lt;name&gt;.</source>
        <translation>Se connecter avec le profil de serveur &lt;name&gt;.</translation>
    </message>
    <message>
        <source>Organization id (X-Org-Id) for --server.</source>
        <translation>Id de l&apos;organisation (X-Org-Id) pour --server.</translation>
    </message>
    <message>
        <source>Debug logging for every switchyard.* category (QT_LOGGING_RULES overrides).</source>
        <translation>Journalisation de débogage pour chaque catégorie switchyard.* (QT_LOGGING_RULES a priorité).</translation>
    </message>
    <message>
        <source>Trajectories to open (a /download zip, an agent-server folder or its zip).</source>
        <translation>Trajectoires à ouvrir (un zip /download, un dossier agent-server ou son zip).</translation>
    </message>
    <message>
        <source>not a server URL: %1</source>
        <translation>pas une URL de serveur : %1</translation>
    </message>
    <message>
        <source>unknown theme: %1 (system, light, dark)</source>
        <translation>thème inconnu : %1 (system, light, dark)</translation>
    </message>
    <message>
        <source>Displays the version of Switchyard and of the libraries it uses.</source>
        <translation>Affiche la version de Switchyard et des bibliothèques qu&apos;il utilise.</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or fr (overrides the choice in File › Preferences).</source>
        <translation>Langue de l&apos;interface, par ex. de ou fr (remplace le choix fait dans Fichier › Préférences).</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; (PNG) once it shows data, then quit (for documentation, e.g. with --demo).</source>
        <translation>Enregistrer une image de la fenêtre principale dans &lt;file&gt; (PNG) dès qu&apos;elle affiche des données, puis quitter (pour la documentation, par ex. avec --demo).</translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before --screenshot takes the picture (default 4000).</source>
        <translation>Attendre &lt;ms&gt; millisecondes avant que --screenshot prenne l&apos;image (4000 par défaut).</translation>
    </message>
    <message>
        <source>Colour theme: system, light or dark (overrides the choice in File › Preferences).</source>
        <translation>Thème de couleurs : system, light ou dark (remplace le choix fait dans Fichier › Préférences).</translation>
    </message>
</context>
</TS>
