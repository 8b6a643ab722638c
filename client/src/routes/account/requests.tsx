import { AccountLayout, AccountSection, ServiceRequestForm, ServiceRequestList, type ServiceRequestKind } from '../../features/account';

const COPY = {
  return: { title: 'Request a Return', intro: 'Returns are accepted within 30 days of delivery, unworn and with all tags, boxes and papers.' },
  repair: { title: 'Request a Repair', intro: 'Servicing and repairs by our watchmakers; bracelet resizing is complimentary with any purchase.' },
} as const;

function RequestPage({ kind }: { kind: ServiceRequestKind }) {
  return (
    <AccountLayout title={COPY[kind].title} intro={COPY[kind].intro}>
      <AccountSection title="New request" id={`${kind}-form-heading`}>
        <ServiceRequestForm kind={kind} />
      </AccountSection>
      <AccountSection title="Your requests" id={`${kind}-list-heading`}>
        <ServiceRequestList kind={kind} />
      </AccountSection>
    </AccountLayout>
  );
}

export const ReturnRequestPage = () => <RequestPage kind="return" />;
export const RepairRequestPage = () => <RequestPage kind="repair" />;
