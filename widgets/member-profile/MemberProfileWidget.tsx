/**
 * The member's profile (member page profile, "my account"; issue 37): the avatar (the server's image,
 * or the nickname's initial when it has none), the user ID with a copy button whose confirmation a
 * screen reader announces, the nickname and account, and the profile labels of SPEC section 3 that
 * the tenant's registration settings enable, as the server answers them (identifying numbers masked).
 */
import { useState } from 'react';
import type { MemberProfileValue } from '../../schemas/api/account';
import type { MemberProfileProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { useMemberText } from '../member-texts/useMemberText';
import { usePortalData } from '../portal-context/PortalData';
import { avatarInitial, copyToClipboard, profileRows } from './profile';
import '../kit/money/money-kit.css';
import './member-profile.css';

function Avatar({ profile }: { profile: MemberProfileValue }) {
  const icon = usePortalData().useCall('memberIcon');
  const [broken, setBroken] = useState(false);
  const url = icon.data?.iconUrl ?? null;
  // Decorative: the nickname stands beside it.
  if (url !== null && !broken) return <img className="member-profile__avatar" src={url} alt="" width={72} height={72} onError={() => setBroken(true)} data-testid="profile-avatar" />;
  return <span className="member-profile__avatar member-profile__avatar--initial" aria-hidden="true" data-testid="profile-avatar">{avatarInitial(profile.nickname, profile.account)}</span>;
}

function UserId({ id }: { id: number }) {
  const t = useMemberText();
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const copy = () => {
    setNote(undefined);
    copyToClipboard(String(id)).then(
      () => setNote({ tone: 'ok', text: t('profile.copied') }),
      () => setNote({ tone: 'error', text: t('profile.copyFailed') }),
    );
  };
  return (
    <div className="member-profile__id">
      <p className="member-profile__id-line">
        <span className="member-profile__id-label">{t('profile.userId')}</span>
        <span data-testid="profile-user-id">{id}</span>
        <button type="button" className="wl-button" onClick={copy} data-testid="profile-copy-id">{t('profile.copyId')}</button>
      </p>
      {/* Always in the page, so a screen reader announces the confirmation when its text arrives. */}
      <p className={note === undefined ? 'member-profile__status' : `member-profile__status money-note money-note--${note.tone}`} role="status" data-testid="profile-copy-status">
        {note?.text}
      </p>
    </div>
  );
}

function Profile({ profile }: { profile: MemberProfileValue }) {
  const t = useMemberText();
  return (
    <>
      <div className="member-profile__head">
        <Avatar profile={profile} />
        <div className="member-profile__names">
          <p className="member-profile__nickname" data-testid="profile-nickname">{profile.nickname}</p>
          <UserId id={profile.id} />
        </div>
      </div>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details" className="money-form__section">{t('profile.details')}</h2>
        <dl className="member-profile__rows">
          <div className="member-profile__row">
            <dt>{t('profile.account')}</dt>
            <dd>{profile.account}</dd>
          </div>
          <div className="member-profile__row">
            <dt>{t('profile.nickname')}</dt>
            <dd>{profile.nickname}</dd>
          </div>
          {profileRows(profile).map((row) => (
            <div key={row.name} className="member-profile__row" data-field={row.name}>
              <dt>{t(`profile.label.${row.name}`)}</dt>
              <dd className={row.value === undefined ? 'member-profile__empty' : undefined}>{row.value ?? t('profile.notGiven')}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

export function MemberProfileWidget(_props: MemberProfileProps) {
  const result = usePortalData().useCall('memberProfile');
  return (
    <div className="member-profile" data-testid="member-profile">
      <DataStatus result={result} isEmpty={() => false}>{(profile) => <Profile profile={profile} />}</DataStatus>
    </div>
  );
}
